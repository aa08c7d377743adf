import { describe, expect, it } from 'vitest'

import {
  depositOf,
  depositOfServices,
  depositOnCancel,
  depositRuleOfBooked,
  depositRuleText,
  depositWords,
} from './deposit'

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

describe('the deposit where the appointment is shown', () => {
  const paid = { depositCents: 2000, depositPaid: 'PayPal', depositRefundedCents: 0 }

  it('says the amount, whether and how it was paid, and what was refunded', () => {
    expect(depositWords({ depositCents: 0 })).toBe('')
    expect(depositWords({ depositCents: 2000 })).toBe('Anzahlung: 20,00\u00a0€, noch nicht bezahlt')
    expect(depositWords(paid)).toBe('Anzahlung: 20,00\u00a0€ bezahlt mit PayPal')
    expect(depositWords({ ...paid, depositRefundedCents: 2000 })).toBe(
      'Anzahlung: 20,00\u00a0€ bezahlt mit PayPal, 20,00\u00a0€ erstattet',
    )
  })

  it('tells both sides before a cancellation that a paid deposit comes back, and only then', () => {
    expect(depositOnCancel(paid, 'customer')).toContain('Ihre Anzahlung von 20,00\u00a0€')
    expect(depositOnCancel(paid, 'owner')).toContain('automatisch über Mollie erstattet')
    expect(depositOnCancel({ ...paid, depositRefundedCents: 2000 }, 'owner')).toBe('')
    expect(depositOnCancel({ depositCents: 2000 }, 'customer')).toBe('')
  })

  it('gives the rule of a booked appointment, with the no-show only where it is kept', () => {
    expect(depositRuleOfBooked(paid, true)).toContain('behalten wir sie ein')
    expect(depositRuleOfBooked(paid, false)).not.toContain('behalten')
    expect(depositRuleOfBooked({ depositCents: 2000 }, true)).toBe('')
  })
})
