import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/escapeHtml'
import { clientIp, isRefusal, readFormPost, type Refusal } from '@/lib/http'
import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit'

import { type CartLine, parseCart, serializeCart } from './cart/cart'
import { CART_COOKIE } from './paths'

/** Form posts to the shop are small: a checkout is a few kilobytes. */
export const SHOP_BODY_LIMIT = 32 * 1024

const limiters = new Map<string, RateLimiter>()
/** One named limit per endpoint and address, shared across instances with REDIS_URL. */
export function shopLimiter(name: string, limit: number, windowMs: number): RateLimiter {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createRateLimiter({ name: `shop-${name}`, limit, windowMs })
    limiters.set(name, limiter)
  }
  return limiter
}

/** A refusal of the shop: English for API clients, German for the visitor. */
export type ShopRefusal = Refusal & { notice: string; fields?: Record<string, string> }

export const refusal = (
  status: number,
  code: string,
  message: string,
  notice: string,
  fields?: Record<string, string>,
): ShopRefusal => ({ status, code, message, notice, ...(fields ? { fields } : {}) })

/** Scripts (the islands, API clients) ask for JSON; a plain form post gets a page or a redirect. */
export const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json')

export async function readShopForm(request: Request): Promise<URLSearchParams | ShopRefusal> {
  const data = await readFormPost(request, SHOP_BODY_LIMIT)
  if (isRefusal(data))
    return { ...data, notice: 'Die Anfrage konnte nicht gelesen werden. Bitte erneut versuchen.' }
  const fields = new URLSearchParams()
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value)
  return fields
}

export async function limited(request: Request, limiter: RateLimiter): Promise<ShopRefusal | null> {
  const decision = await limiter.hit(clientIp(request))
  return decision.allowed
    ? null
    : refusal(
        429,
        'rate_limited',
        `Too many requests; retry in ${decision.retryAfterSeconds} seconds.`,
        'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment.',
      )
}

const rawCart = (request: Request): string | null => {
  const cookie = request.headers.get('cookie') ?? ''
  const match = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`).exec(cookie)
  return match ? decodeCookieValue(match[1]!) : null
}

/** The cart a request carries; a cookie that is not a cart (`%ZZ`) is an empty one. */
export const cartOf = (request: Request): CartLine[] => parseCart(rawCart(request))

/** A cart cookie is there but is not what this site writes: it is to be replaced. */
export function hasUnreadableCart(request: Request): boolean {
  const raw = rawCart(request)
  return raw !== null && raw !== '' && serializeCart(parseCart(raw)) !== raw
}

/** Undecodable (`%ZZ`): left as it is, which parses as no lines and is then replaced. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The cart cookie: readable by the header's island (it shows the count without a request; the
 * cookie holds no prices and nothing personal), 30 days, Lax.
 */
export function cartCookie(lines: CartLine[]): string {
  const secure = env().serverUrl.startsWith('https:') ? '; Secure' : ''
  const value = serializeCart(lines)
  return value
    ? `${CART_COOKIE}=${value}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax${secure}`
    : `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
}

/** Only a path of this site: never another host (`//evil`), never a scheme. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  const path = String(value ?? '')
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : fallback
}

const NO_STORE = { 'cache-control': 'no-store' }

/** A refusal as JSON for scripts, or as a short German page with a way back for a form post. */
export function refusalAnswer(request: Request, problem: ShopRefusal, back: string): Response {
  if (wantsJson(request))
    return Response.json(
      {
        code: problem.code,
        message: problem.message,
        notice: problem.notice,
        ...(problem.fields ? { fields: problem.fields } : {}),
      },
      { status: problem.status, headers: NO_STORE },
    )
  const items = Object.values(problem.fields ?? {})
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join('')
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Das hat nicht geklappt</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><h1>Das hat nicht geklappt</h1><p role="alert">${escapeHtml(problem.notice)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(back)}">Zurück</a></p></main></body></html>`
  return new Response(html, {
    status: problem.status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  })
}

export const redirectTo = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { location, ...NO_STORE, ...headers } })
