import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { cookieValue } from '@/lib/cookies'
import { env } from '@/lib/env'
import type { Customer } from '@/payload-types'

import { REMEMBER_SECONDS, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../accountPaths'

/**
 * The signed-in customer of a request, or null. The session travels in its own cookie
 * (`salon_konto`), never in Payload's `payload-token`: the staff's admin never sees it, and an
 * owner testing her shop keeps her admin session. Payload checks the token as it checks staff
 * tokens (signature, expiry, and that its session still exists on the account).
 */
export async function signedInCustomer(
  payload: Payload,
  headers: Headers,
): Promise<Customer | null> {
  const token = cookieValue(headers.get('cookie'), SESSION_COOKIE)
  if (!token || token.length > 4096) return null
  try {
    const { user } = await payload.auth({
      headers: new Headers({ authorization: `JWT ${token}` }),
    })
    if (user?.collection !== COLLECTIONS.customers) return null
    const customer = user as unknown as Customer & { _sid?: string }
    return customer.confirmed ? customer : null
  } catch {
    return null
  }
}

/** The session id inside the customer's token (Payload's `sid`), for ending only this session. */
export const sessionIdOf = (customer: Customer) => (customer as { _sid?: string })._sid

const secure = () => (env().serverUrl.startsWith('https:') ? '; Secure' : '')

/** The session cookie and its hint; without „Angemeldet bleiben“ both end with the browser. */
export function sessionCookies(token: string, remember: boolean): string[] {
  const age = remember ? `; Max-Age=${REMEMBER_SECONDS}` : ''
  return [
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${age}${secure()}`,
    `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax${age}${secure()}`,
  ]
}

export const endSessionCookies = (): string[] => [
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure()}`,
  `${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure()}`,
]

/** A response's headers with cookies to set (several `Set-Cookie` lines). */
export function withCookies(cookies: string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ 'cache-control': 'no-store', ...extra })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return headers
}
