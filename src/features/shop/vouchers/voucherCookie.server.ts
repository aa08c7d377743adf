import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * The voucher a visitor entered at the checkout, once the rate-limited voucher endpoint found it
 * redeemable. Signed, so the checkout page looks up only codes that went through that endpoint:
 * a visitor cannot make the page try codes by editing the cookie or the address.
 */
export const VOUCHER_COOKIE = 'salon_voucher'

const LIFETIME_SECONDS = 2 * 60 * 60

const signature = (code: string) =>
  createHmac('sha256', env().payloadSecret)
    .update(`voucher|${code}`)
    .digest('base64url')
    .slice(0, 32)

export function voucherCookie(code: string | null): string {
  const secure = env().serverUrl.startsWith('https:') ? '; Secure' : ''
  return code
    ? `${VOUCHER_COOKIE}=${code}.${signature(code)}; Path=/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`
    : `${VOUCHER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
}

/** The code in a cookie this site signed, or null. */
export function voucherFromCookie(value: string | null | undefined): string | null {
  const match = /^([A-Z0-9-]{1,40})\.([\w-]{32})$/.exec(String(value ?? ''))
  if (!match) return null
  const expected = Buffer.from(signature(match[1]!))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
}
