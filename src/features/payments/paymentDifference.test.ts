import { describe, expect, it } from 'vitest'

import { formatPrice } from '@/lib/format'

import { paymentDifference } from './paymentDifference'

const same = { status: 'paid', amountCents: 2500, refundedCents: 0 }

describe('a payment compared with Mollie', () => {
  it('agrees when status, amount and refunds are the same', () => {
    expect(paymentDifference(same, { ...same })).toBe('')
  })

  it('names each difference in the owner’s words, amounts in euros', () => {
    expect(
      paymentDifference(same, { status: 'canceled', amountCents: 2000, refundedCents: 500 }),
    ).toBe(
      `Status bei Mollie „abgebrochen“, hier „bezahlt“; Betrag bei Mollie ${formatPrice(2000)}, hier ${formatPrice(2500)}; erstattet bei Mollie ${formatPrice(500)}, hier ${formatPrice(0)}`,
    )
  })
})
