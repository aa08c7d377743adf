import type { Payload } from 'payload'

import { env } from '@/lib/env'
import {
  limited,
  namedLimiter,
  readVisitorForm,
  refusal,
  refusalAnswer,
  safeReturnPath,
  wantsJson,
  type VisitorRefusal,
} from '@/lib/visitorAnswer'
import type { Customer } from '@/payload-types'

import { ACCOUNT_PATHS } from './accountPaths'
import { signedInCustomer, withCookies } from './auth/customerSession.server'

/** Account forms are small; 8 KiB holds any of them with room. */
export const ACCOUNT_BODY_LIMIT = 8 * 1024

/**
 * Another site's page posting to an account endpoint: the session cookie (SameSite=Lax) is not
 * sent with such a post anyway; a present `Origin` of another host is refused outright.
 */
export function foreignOrigin(request: Request): VisitorRefusal | null {
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null' ? crossSite() : null
  try {
    return new URL(origin).host === request.headers.get('host') ? null : crossSite()
  } catch {
    return crossSite()
  }
}

const crossSite = () =>
  refusal(
    403,
    'cross_site',
    'Cross-site requests are refused.',
    'Diese Anfrage kam nicht von unserer Website.',
  )

/** Rate limit, origin and body of an account form post, or the refusal to answer. */
export async function accountForm(
  request: Request,
  limit: { name: string; max: number; windowMs: number },
): Promise<URLSearchParams | VisitorRefusal> {
  const max = limit.max * env().accountRateLimitFactor
  const tooMany = await limited(request, namedLimiter(limit.name, max, limit.windowMs))
  if (tooMany) return tooMany
  const foreign = foreignOrigin(request)
  if (foreign) return foreign
  return readVisitorForm(request, ACCOUNT_BODY_LIMIT)
}

/** Fields the visitor must correct, each with its German message. */
export const invalidFields = (errors: Record<string, string>): VisitorRefusal =>
  refusal(
    400,
    'invalid_fields',
    `Invalid fields: ${Object.keys(errors).join(', ')}.`,
    'Bitte prüfen Sie Ihre Angaben.',
    errors,
  )

export const notSignedIn = () =>
  refusal(401, 'not_signed_in', 'Sign in first.', 'Bitte melden Sie sich zuerst an.')

/** The signed-in customer for an account change, or why not. */
export async function customerForChange(
  request: Request,
  payload: Payload,
  limit: { name: string; max: number; windowMs: number },
): Promise<{ customer: Customer; fields: URLSearchParams } | VisitorRefusal> {
  const fields = await accountForm(request, limit)
  if (!(fields instanceof URLSearchParams)) return fields
  const customer = await signedInCustomer(payload, request.headers)
  return customer ? { customer, fields } : notSignedIn()
}

/** A refusal: JSON for scripts, the short German page for a plain form post. */
export const refuse = (request: Request, problem: VisitorRefusal, back: string) =>
  refusalAnswer(request, problem, back)

/**
 * Done: JSON (with where to go) for scripts, a redirect for a form post; cookies either way.
 * `next` is a path of this site only.
 */
export function done(
  request: Request,
  {
    next,
    body = {},
    cookies = [],
    status = 200,
  }: {
    next: string
    body?: Record<string, unknown>
    cookies?: string[]
    status?: number
  },
): Response {
  const location = safeReturnPath(next, ACCOUNT_PATHS.home)
  if (wantsJson(request))
    return Response.json({ ...body, location }, { status, headers: withCookies(cookies) })
  return new Response(null, { status: 303, headers: withCookies(cookies, { location }) })
}
