import { describe, expect, it } from 'vitest'

import type { CartLine } from '../cart/cart'
import type { Offer } from '../catalogue/catalogue'
import { normaliseLines, orderQuantityProblem } from './orderQuantities'

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  productId: 1,
  variantId: null,
  title: 'Haarspray',
  variantLabel: '',
  sku: '',
  priceCents: 900,
  taxClass: 'standard',
  stock: null,
  backorders: false,
  content: null,
  rules: { min: 1, max: 10, step: 1 },
  voucher: false,
  ticket: false,
  noWithdrawal: false,
  ...overrides,
})
const line = (quantity: number, overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 1,
  variantId: null,
  quantity,
  amountCents: null,
  ...overrides,
})

describe('normalising a cart', () => {
  it('merges lines that differ only in a field the offer ignores, then clamps', () => {
    const result = normaliseLines([
      { line: line(6, { amountCents: 1 }), offer: offer() },
      { line: line(6, { amountCents: 2 }), offer: offer() },
    ])
    expect(result).toHaveLength(1)
    expect(result[0]).toMatchObject({
      line: { productId: 1, variantId: null, amountCents: null, quantity: 10 },
      asked: 12,
      quantity: 10,
      productMaxReached: true,
    })
  })

  it('keeps vouchers of different chosen amounts apart', () => {
    const voucher = offer({
      voucher: true,
      freeAmount: true,
      rules: { min: 1, max: null, step: 1 },
    })
    const result = normaliseLines([
      { line: line(1, { amountCents: 2000 }), offer: voucher },
      { line: line(1, { amountCents: 5000 }), offer: voucher },
    ])
    expect(result.map((entry) => entry.line.amountCents)).toEqual([2000, 5000])
  })

  it('shares a product maximum between its variants', () => {
    const red = offer({ variantId: 'rot' })
    const blue = offer({ variantId: 'blau' })
    const result = normaliseLines([
      { line: line(8, { variantId: 'rot' }), offer: red },
      { line: line(8, { variantId: 'blau' }), offer: blue },
    ])
    expect(result.map((entry) => entry.quantity)).toEqual([8, 2])
    const full = normaliseLines([
      { line: line(10, { variantId: 'rot' }), offer: red },
      { line: line(3, { variantId: 'blau' }), offer: blue },
    ])
    expect(full.map((entry) => entry.quantity)).toEqual([10, 0])
  })

  it('brings quantities onto min and step and within stock', () => {
    const rules = { min: 2, max: null, step: 2 }
    expect(normaliseLines([{ line: line(5), offer: offer({ rules }) }])[0]!.quantity).toBe(4)
    expect(normaliseLines([{ line: line(5), offer: offer({ stock: 3 }) }])[0]!.quantity).toBe(3)
  })
})

describe('checking an order over all its lines', () => {
  it('refuses a product over its maximum across lines, below min or off the step', () => {
    const red = offer({ variantId: 'rot' })
    const blue = offer({ variantId: 'blau' })
    expect(
      orderQuantityProblem([
        { offer: red, quantity: 6 },
        { offer: blue, quantity: 6 },
      ]),
    ).toMatch(/höchstens 10/)
    expect(
      orderQuantityProblem([
        { offer: red, quantity: 4 },
        { offer: blue, quantity: 6 },
      ]),
    ).toBeNull()
    const stepped = offer({ rules: { min: 2, max: null, step: 2 } })
    expect(orderQuantityProblem([{ offer: stepped, quantity: 3 }])).toMatch(/Schritten von 2/)
    expect(orderQuantityProblem([{ offer: stepped, quantity: 1 }])).toMatch(/2 Stück oder mehr/)
  })
})
