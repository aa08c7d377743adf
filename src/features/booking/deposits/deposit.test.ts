import { describe, expect, it } from 'vitest'

import { depositOf, depositOfServices, depositRuleText } from './deposit'

describe('booking deposits', () => {
  it('takes a fixed amount or a share of the price, in whole euros, never more than the price', () => {
    expect(depositOf({ priceCents: 8900, deposit: { kind: 'fixed', amountCents: 2000 } })).toBe(
      2000,
    )
    expect(depositOf({ priceCents: 8900, deposit: { kind: 'percent', percent: 25 } })).toBe(2200)
    expect(depositOf({ priceCents: 1500, deposit: { kind: 'fixed', amountCents: 3000 } })).toBe(
      1500,
    )
    expect(depositOf({ priceCents: 8900, deposit: { kind: 'none', amountCents: 2000 } })).toBe(0)
    expect(depositOf({ priceCents: 8900 })).toBe(0)
    expect(
      depositOfServices([
        { priceCents: 8900, deposit: { kind: 'fixed', amountCents: 2000 } },
        { priceCents: 4000, deposit: { kind: 'percent', percent: 50 } },
      ]),
    ).toBe(4000)
  })

  it('says the amount and the rule before the visitor books', () => {
    const text = depositRuleText(2000, { cancelHours: 24, keptOnNoShow: true }).replace(
      /\u00a0/g,
      ' ',
    )
    expect(text).toContain('Anzahlung von 20,00 €')
    expect(text).toContain(
      'bis 24 Stunden vorher ab, erhalten Sie die Anzahlung automatisch zurück',
    )
    expect(text).toContain('behalten wir sie ein')
    expect(depositRuleText(2000, { cancelHours: 24, keptOnNoShow: false })).not.toContain(
      'behalten',
    )
  })
})
