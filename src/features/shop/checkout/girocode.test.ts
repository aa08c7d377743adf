import { describe, expect, it } from 'vitest'

import { giroCodePayload, giroCodeSvg } from './girocode.server'

const transfer = {
  accountHolder: 'Salon Lindenblüte Marie Linde',
  iban: 'DE89 3704 0044 0532 0130 00',
  amountCents: 2980,
  reference: 'Bestellung 2026-00012',
}

describe('GiroCode (EPC QR code)', () => {
  it('writes the EPC fields banking apps read', () => {
    expect(giroCodePayload(transfer)!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Salon Lindenblüte Marie Linde',
      'DE89370400440532013000',
      'EUR29.8',
      '',
      '',
      'Bestellung 2026-00012',
      '',
    ])
  })

  it('makes none without valid bank details or amount', async () => {
    expect(giroCodePayload({ ...transfer, iban: 'DE00 1234' })).toBeNull()
    expect(giroCodePayload({ ...transfer, accountHolder: '' })).toBeNull()
    expect(giroCodePayload({ ...transfer, amountCents: 0 })).toBeNull()
    expect(await giroCodeSvg(transfer)).toMatch(/^<svg[^>]+viewBox/)
  })
})
