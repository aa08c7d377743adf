import { CART_COOKIE } from '../paths'

/** What the cart endpoint answers (cartSummary), as the islands read it. */
export type CartSummary = {
  count: number
  lines: Array<{
    key: string
    title: string
    variantLabel: string
    quantity: number
    unitPrice: string
    lineTotal: string
    url: string
  }>
  subtotal: string
  notice?: string
}

/** Fired on document when the cart changed in this page (the header's count follows). */
export const CART_CHANGED = 'shop:cart-changed'

export const announceCart = (summary: CartSummary) =>
  document.dispatchEvent(new CustomEvent<CartSummary>(CART_CHANGED, { detail: summary }))

/** The item count from the cart cookie, without a request (the cookie holds quantities only). */
export function countFromCookie(cookie: string): number {
  const match = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`).exec(cookie)
  if (!match) return 0
  return decodeURIComponent(match[1]!)
    .split('.')
    .map((line) => Number(line.split('_')[2]) || 0)
    .reduce((sum, quantity) => sum + quantity, 0)
}
