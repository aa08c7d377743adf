import { describe, expect, it } from 'vitest'

import {
  allowedQuantity,
  type CatalogueProduct,
  isOfferRefusal,
  isSoldOut,
  lowestPrice,
  offerOf,
  orderableMax,
  productSoldOut,
} from './catalogue'
import { matchVariant, type VariantData } from './variantData'

const cream: CatalogueProduct = {
  id: 3,
  title: 'Styling-Creme',
  priceCents: 1450,
  taxClass: 'standard',
  content: { amount: 50, unit: 'ml' },
  attributes: [{ name: 'Größe' }, { name: 'Duft' }],
  variants: [
    {
      id: 'a',
      option1: '50 ml',
      option2: 'Lavendel',
      priceCents: 1450,
      stock: 8,
      contentAmount: 50,
    },
    {
      id: 'b',
      option1: '100 ml',
      option2: 'Lavendel',
      priceCents: 2490,
      stock: 0,
      contentAmount: 100,
    },
  ],
}

describe('offers', () => {
  it('needs a variant for a product with variants and refuses one that does not exist', () => {
    expect(offerOf(cream, null)).toEqual({ refused: 'no_variant' })
    expect(offerOf(cream, 'zzz')).toEqual({ refused: 'unknown_variant' })
    const offer = offerOf(cream, 'a')
    expect(isOfferRefusal(offer)).toBe(false)
    if (isOfferRefusal(offer)) return
    expect(offer).toMatchObject({
      priceCents: 1450,
      variantLabel: 'Größe: 50 ml, Duft: Lavendel',
      content: { amount: 50, unit: 'ml' },
      stock: 8,
    })
  })

  it('knows sold out, backorders and the most that can be ordered', () => {
    const soldOut = offerOf(cream, 'b')
    expect(!isOfferRefusal(soldOut) && isSoldOut(soldOut)).toBe(true)
    const onBackorder = offerOf({ ...cream, backorders: true }, 'b')
    expect(!isOfferRefusal(onBackorder) && isSoldOut(onBackorder)).toBe(false)
    const limited = offerOf({ ...cream, quantity: { min: 1, max: 5, step: 1 } }, 'a')
    if (isOfferRefusal(limited)) throw new Error('offer expected')
    expect(orderableMax(limited)).toBe(5)
    expect(allowedQuantity(50, limited)).toBe(5)
    expect(allowedQuantity(0, limited)).toBe(1)
    expect(productSoldOut(cream)).toBe(false)
    expect(productSoldOut({ ...cream, variants: [cream.variants![1]!] })).toBe(true)
  })

  it('prices a voucher of free amount within its limits, without VAT', () => {
    const voucher: CatalogueProduct = {
      id: 6,
      title: 'Gutschein',
      kind: 'voucher',
      priceCents: 2500,
      freeAmount: { enabled: true, minCents: 1000, maxCents: 30000 },
    }
    expect(offerOf(voucher, null, 999)).toEqual({ refused: 'invalid_amount' })
    expect(offerOf(voucher, null, 4000)).toMatchObject({
      priceCents: 4000,
      taxClass: 'none',
      voucher: true,
    })
    expect(lowestPrice(voucher)).toEqual({ cents: 1000, from: false })
  })

  it('shows „ab“ the lowest price when variants differ', () => {
    expect(lowestPrice(cream)).toEqual({ cents: 1450, from: true })
  })
})

describe('variant choice in the browser', () => {
  const variants: VariantData[] = [
    {
      id: 'a',
      options: ['50 ml', 'Lavendel'],
      price: '',
      unitPrice: null,
      stock: '',
      soldOut: false,
      max: 8,
      image: '',
    },
    {
      id: 'c',
      options: ['50 ml', 'Zitrus'],
      price: '',
      unitPrice: null,
      stock: '',
      soldOut: false,
      max: 6,
      image: '',
    },
    {
      id: 'b',
      options: ['100 ml', 'Lavendel'],
      price: '',
      unitPrice: null,
      stock: '',
      soldOut: true,
      max: 0,
      image: '',
    },
  ]
  it('finds the variant of a combination, none for an impossible one', () => {
    expect(matchVariant(variants, ['50 ml', 'Zitrus'], 2)?.id).toBe('c')
    expect(matchVariant(variants, ['100 ml', 'Zitrus'], 2)).toBeNull()
  })
})

describe('held event tickets', () => {
  const ticket: CatalogueProduct = {
    id: 9,
    title: 'Flechtkurs – Kursplatz',
    kind: 'ticket',
    priceCents: 3900,
    noWithdrawal: true,
  }

  it('takes a well-formed hold reference as its variant and nothing else', () => {
    const ref = 'a1'.repeat(15)
    expect(offerOf(ticket, ref)).toMatchObject({
      variantId: ref,
      ticket: true,
      voucher: false,
      noWithdrawal: true,
      stock: null,
      taxClass: 'standard',
    })
    for (const bad of [null, 'short', 'x'.repeat(41), 'a_b'.repeat(10)])
      expect(offerOf(ticket, bad)).toEqual({ refused: 'unknown_variant' })
  })

  it('leaves goods and vouchers without the ticket marks', () => {
    expect(offerOf({ ...cream, variants: [] }, null)).toMatchObject({
      ticket: false,
      noWithdrawal: false,
    })
  })
})
