import { describe, expect, it } from 'vitest'

import type { Order } from '@/payload-types'

import { ordersCsv } from './ordersCsv'

describe('orders as CSV', () => {
  it('writes one row per order with euros, VAT per rate and the German status', () => {
    const order = {
      number: '2026-00012',
      createdAt: '2026-11-24T10:15:00.000Z',
      status: 'paid',
      paymentMethod: 'vorkasse',
      email: 'anna@example.org',
      billing: { firstName: 'Anna', lastName: '=Muster' },
      items: [{ quantity: 2, title: 'Shampoo', variantLabel: '' }],
      subtotalCents: 2580,
      shippingCents: 490,
      totalCents: 3070,
      vatLines: [{ taxClass: 'standard', ratePercent: 19, grossCents: 3070, vatCents: 490 }],
      voucherCents: 0,
      dueCents: 3070,
    } as unknown as Order
    const [header, row] = ordersCsv([order]).replace('\uFEFF', '').split('\r\n')
    expect(header).toContain('"Bestellnummer";"Datum";"Status"')
    expect(row).toBe(
      '"2026-00012";"24.11.2026, 11:15:00";"bezahlt";"Vorkasse";"anna@example.org";"Anna =Muster";"2 × Shampoo";"25,80";"4,90";"30,70";"4,90";"0,00";"0,00";"30,70"',
    )
  })
})
