import { describe, expect, it } from 'vitest'

import { newVoucherCode, normaliseVoucherCode, validUntilFor } from './voucherCodes'

describe('voucher codes', () => {
  it('makes codes without look-alike characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVoucherCode))
    expect(codes.size).toBe(200)
    for (const code of codes)
      expect(code).toMatch(/^GS-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
  })

  it('reads what a customer types', () => {
    expect(normaliseVoucherCode(' gs 7kq2 m9xd-4tra ')).toBe('GS-7KQ2-M9XD-4TRA')
    expect(normaliseVoucherCode('<script>')).toBe('SCRIPT')
  })

  it('is valid until the end of the third year after the purchase (Berlin time)', () => {
    expect(validUntilFor(new Date('2026-11-24T10:00:00Z'))).toBe('2029-12-31T22:59:59.000Z')
    // New Year's Eve, 23:30 in Berlin is already the next year there.
    expect(validUntilFor(new Date('2026-12-31T23:30:00Z'))).toBe('2030-12-31T22:59:59.000Z')
  })
})
