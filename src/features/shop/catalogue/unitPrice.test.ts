import { describe, expect, it } from 'vitest'

import { formatPrice } from '@/lib/format'

import { formatUnitPrice, unitPrice } from './unitPrice'

describe('the Grundpreis (PAngV § 5)', () => {
  it('gives 250 ml for 12,90 € as 51,60 € per litre', () => {
    const price = unitPrice(1290, { amount: 250, unit: 'ml' })
    expect(price).toEqual({ cents: 5160, base: 'l' })
    expect(formatUnitPrice(price!, formatPrice)).toBe(`${formatPrice(5160)} / 1 l`)
    expect(formatPrice(5160)).toMatch(/^51,60\s€$/)
  })

  it('works per kilogram and metre, with decimals in the content', () => {
    expect(unitPrice(899, { amount: 75, unit: 'g' })).toEqual({ cents: 11987, base: 'kg' })
    expect(unitPrice(1500, { amount: 0.125, unit: 'l' })).toEqual({ cents: 12000, base: 'l' })
    expect(unitPrice(450, { amount: 2.5, unit: 'm' })).toEqual({ cents: 180, base: 'm' })
    expect(unitPrice(2400, { amount: 1, unit: 'kg' })).toEqual({ cents: 2400, base: 'kg' })
  })

  it('has none for goods not sold by quantity or without a content', () => {
    expect(unitPrice(2500, null)).toBeNull()
    expect(unitPrice(2500, { amount: 0, unit: 'ml' })).toBeNull()
    expect(unitPrice(2500, { amount: Number.NaN, unit: 'ml' })).toBeNull()
  })
})
