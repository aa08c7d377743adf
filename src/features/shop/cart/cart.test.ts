import { describe, expect, it } from 'vitest'

import {
  addLine,
  itemCount,
  lineKey,
  MAX_CART_LINES,
  parseCart,
  serializeCart,
  setLineQuantity,
} from './cart'
import { countFromCookie } from './cartEvents'

describe('cart cookie', () => {
  it('round-trips lines with variants and voucher amounts', () => {
    const lines = [
      { productId: 3, variantId: '6b0561f402b0242b9ae334e5', quantity: 2, amountCents: null },
      { productId: 6, variantId: null, quantity: 1, amountCents: 4000 },
    ]
    expect(parseCart(serializeCart(lines))).toEqual(lines)
  })

  it('drops whatever is not a well-formed line, never trusting the cookie', () => {
    expect(parseCart('1_-_2_0.x_-_1_0.2_<script>_1_0.3_-_0_0.4_-_-5_0.5_-_1_0;drop')).toEqual([
      { productId: 1, variantId: null, quantity: 2, amountCents: null },
    ])
    expect(parseCart(undefined)).toEqual([])
    expect(parseCart('9'.repeat(5000))).toEqual([])
  })

  it('keeps at most 30 lines and one line per product, variant and amount', () => {
    const many = Array.from({ length: 40 }, (_, i) => `${i + 1}_-_1_0`).join('.')
    expect(parseCart(many)).toHaveLength(MAX_CART_LINES)
    expect(parseCart('1_-_2_0.1_-_5_0')).toEqual([
      { productId: 1, variantId: null, quantity: 2, amountCents: null },
    ])
  })

  it('adds to an existing line, changes and removes lines', () => {
    const first = addLine([], { productId: 1, variantId: null, quantity: 1, amountCents: null })
    const twice = addLine(first, { productId: 1, variantId: null, quantity: 2, amountCents: null })
    expect(twice).toEqual([{ productId: 1, variantId: null, quantity: 3, amountCents: null }])
    const key = lineKey(twice[0]!)
    expect(setLineQuantity(twice, key, 5)[0]!.quantity).toBe(5)
    expect(setLineQuantity(twice, key, 0)).toEqual([])
    expect(itemCount(setLineQuantity(twice, key, 5))).toBe(5)
  })

  it('lets the header count items from the cookie without a request', () => {
    expect(countFromCookie('a=1; salon_cart=1_-_2_0.3_abc_1_0; b=2')).toBe(3)
    expect(countFromCookie('a=1')).toBe(0)
  })
})
