import { describe, expect, it } from 'vitest'

import { correctionLabel, correctionVat, vatOfCorrection } from './correctionDocument'

const invoiced = [
  { taxClass: 'standard' as const, ratePercent: 19, grossCents: 2400, vatCents: 383 },
  { taxClass: 'reduced' as const, ratePercent: 7, grossCents: 1290, vatCents: 84 },
]

describe('a correction of an invoice', () => {
  it('is numbered in its own series', () => {
    expect(correctionLabel(7)).toBe('S-00007')
  })

  it('splits a refund over the rates as the invoice charged them, adding up exactly', () => {
    const parts = correctionVat(1000, invoiced)
    expect(parts.reduce((sum, line) => sum + line.grossCents, 0)).toBe(-1000)
    // 2400 of 3690 is 65.04 %: 650 at 19 % (VAT 104), 350 at 7 % (VAT 23).
    expect(parts).toEqual([
      { taxClass: 'standard', ratePercent: 19, grossCents: -650, vatCents: -104 },
      { taxClass: 'reduced', ratePercent: 7, grossCents: -350, vatCents: -23 },
    ])
  })

  it('takes back the invoice VAT to the cent when all of it is cancelled', () => {
    const all = vatOfCorrection({
      cents: 3690,
      invoice: { label: 'R-00001', issuedAt: '2026-12-01T10:00:00Z', totalCents: 3690 },
      invoicedVat: invoiced,
    })
    expect(all).toEqual([
      { taxClass: 'standard', ratePercent: 19, grossCents: -2400, vatCents: -383 },
      { taxClass: 'reduced', ratePercent: 7, grossCents: -1290, vatCents: -84 },
    ])
  })

  it('has no VAT lines for a small business (§ 19 UStG) and none for nothing', () => {
    expect(correctionVat(500, [])).toEqual([])
    expect(correctionVat(0, invoiced)).toEqual([])
  })
})
