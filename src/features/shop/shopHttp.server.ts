import { env } from '@/lib/env'
import type { RateLimiter } from '@/lib/rateLimit'
import { namedLimiter, readVisitorForm, type VisitorRefusal } from '@/lib/visitorAnswer'

import { type CartLine, parseCart, serializeCart } from './cart/cart'
import { CART_COOKIE } from './paths'

/** Form posts to the shop are small: a checkout is a few kilobytes. */
export const SHOP_BODY_LIMIT = 32 * 1024

export {
  continueAt,
  limited,
  redirectTo,
  refusal,
  refusalAnswer,
  INVALID_RETURN,
  returnTarget,
  wantsJson,
} from '@/lib/visitorAnswer'

/** A refusal of the shop: English for API clients, German for the visitor. */
export type ShopRefusal = VisitorRefusal

/** One named limit per shop endpoint and address, shared across instances with REDIS_URL. */
export const shopLimiter = (name: string, limit: number, windowMs: number): RateLimiter =>
  namedLimiter(`shop-${name}`, limit, windowMs)

export const readShopForm = (request: Request): Promise<URLSearchParams | ShopRefusal> =>
  readVisitorForm(request, SHOP_BODY_LIMIT)

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
