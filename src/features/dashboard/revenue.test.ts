import { describe, expect, it } from 'vitest'

import { revenueOf, waitsForDispatch } from './overviewData.server'

describe('the dashboard’s revenue and dispatch count', () => {
  const shampoo = { lineTotalCents: 1290 }
  const voucher = { voucher: true, lineTotalCents: 2500 }
  const ticket = { ticket: true, lineTotalCents: 3900 }

  it('counts goods and tickets when sold, not a voucher sold, and subtracts refunds', () => {
    expect(revenueOf([{ items: [shampoo, voucher] }])).toBe(1290)
    expect(revenueOf([{ items: [ticket] }, { items: [shampoo], refundedCents: 290 }])).toBe(4900)
    expect(revenueOf([{ items: [voucher], refundedCents: 0 }])).toBe(0)
  })

  it('counts a paid order as waiting for the salon only when something ships', () => {
    expect(waitsForDispatch({ items: [voucher] })).toBe(false)
    expect(waitsForDispatch({ items: [ticket, voucher] })).toBe(false)
    expect(waitsForDispatch({ items: [ticket, shampoo] })).toBe(true)
  })
})
