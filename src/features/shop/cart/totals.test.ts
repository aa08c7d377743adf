import { describe, expect, it } from 'vitest'

import { computeTotals, shippingByRate } from './totals'

describe('order totals in cents', () => {
  it('adds lines and shipping and lists the VAT per rate, shipping split by the goods', () => {
    const totals = computeTotals({
      lines: [
        { grossCents: 2900, taxClass: 'standard' },
        { grossCents: 1070, taxClass: 'reduced' },
      ],
      shippingCents: 490,
      smallBusiness: false,
    })
    expect(totals.subtotalCents).toBe(3970)
    expect(totals.totalCents).toBe(4460)
    const shares = shippingByRate(
      [
        { grossCents: 2900, taxClass: 'standard' },
        { grossCents: 1070, taxClass: 'reduced' },
      ],
      490,
    )
    expect(shares.reduce((sum, share) => sum + share.grossCents, 0)).toBe(490)
    expect(shares).toEqual([
      { taxClass: 'standard', grossCents: 358 },
      { taxClass: 'reduced', grossCents: 132 },
    ])
    // 19 % of 3258 gross = 520.2 → 520; 7 % of 1202 gross = 78.6 → 79
    expect(totals.vat.map((line) => [line.ratePercent, line.grossCents, line.vatCents])).toEqual([
      [19, 3258, 520],
      [7, 1202, 79],
    ])
  })

  it('takes no VAT on a voucher, none at all for a Kleinunternehmer', () => {
    const lines = [
      { grossCents: 5000, taxClass: 'none' as const },
      { grossCents: 1290, taxClass: 'standard' as const },
    ]
    expect(computeTotals({ lines, shippingCents: 0, smallBusiness: false }).vat).toEqual([
      { taxClass: 'standard', ratePercent: 19, grossCents: 1290, vatCents: 206 },
    ])
    expect(computeTotals({ lines, shippingCents: 490, smallBusiness: true }).vat).toEqual([])
  })

  it('pays with a voucher up to the total; the VAT stays that of the goods', () => {
    const lines = [{ grossCents: 1190, taxClass: 'standard' as const }]
    const partly = computeTotals({
      lines,
      shippingCents: 490,
      voucherBalanceCents: 1000,
      smallBusiness: false,
    })
    expect([partly.voucherCents, partly.dueCents]).toEqual([1000, 680])
    expect(partly.vat[0]!.vatCents).toBe(268)
    const fully = computeTotals({
      lines,
      shippingCents: 0,
      voucherBalanceCents: 5000,
      smallBusiness: false,
    })
    expect([fully.voucherCents, fully.dueCents]).toEqual([1190, 0])
  })
})
