import { describe, expect, it } from 'vitest'

import type { Order } from '@/payload-types'

import type { Business } from './business.server'
import { documentPdf } from './documentPdf.server'
import { deliveryNoteLines, invoiceLabel, invoiceLines } from './orderDocuments'

const business: Business = {
  name: 'Salon Lindenblüte',
  address: 'Lindenstraße 12, 10115 Berlin',
  email: 'hallo@salon.example',
  phone: '030 123',
  siteUrl: 'https://salon.example',
  withdrawUrl: 'https://salon.example/widerruf',
}

const order = {
  id: 7,
  number: '2026-ABC',
  status: 'paid',
  paymentMethod: 'vorkasse',
  email: 'kundin@example.org',
  createdAt: '2026-11-27T10:00:00.000Z',
  billing: {
    firstName: 'Anna',
    lastName: 'Muster',
    street: 'Weg 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  items: [
    {
      title: 'Haaröl',
      variantLabel: '100 ml',
      sku: 'HO-1',
      quantity: 2,
      unitPriceCents: 1290,
      lineTotalCents: 2580,
    },
  ],
  subtotalCents: 2580,
  shippingCents: 490,
  shippingMethod: 'DHL Paket',
  totalCents: 3070,
  vatLines: [{ taxClass: 'standard', ratePercent: 19, grossCents: 3070, vatCents: 490 }],
} as unknown as Order

describe('order documents', () => {
  it('name what § 14 Abs. 4 UStG asks of an invoice', () => {
    const text = invoiceLines(order, business, '12/345/67890', {
      sequence: 42,
      date: '2026-11-28T09:00:00.000Z',
    })
      .map((line) => line.text)
      .join('\n')
    for (const part of [
      'Salon Lindenblüte',
      'Lindenstraße 12, 10115 Berlin',
      'Steuernummer / USt-IdNr.: 12/345/67890',
      'Anna Muster',
      'Rechnung R-00042',
      'Rechnungsdatum: 28.11.2026',
      'Liefer- bzw. Leistungsdatum',
      '1. 2 × Haaröl (100 ml) (Art.-Nr. HO-1): je 12,90',
      'Gesamtbetrag: 30,70',
      'Nettobetrag zu 19',
      'Umsatzsteuer 19',
    ])
      expect(text).toContain(part)
    expect(invoiceLabel(7)).toBe('R-00007')
    const small = invoiceLines({ ...order, smallBusiness: true }, business, 'x', {
      sequence: 1,
      date: '2026-11-28T09:00:00.000Z',
    })
    expect(small.map((line) => line.text)).toContain(
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    )
  })

  it('gives a delivery note without prices, and prints both as PDF', async () => {
    const lines = deliveryNoteLines(order, business)
    expect(lines.map((line) => line.text).join('\n')).not.toMatch(/€/)
    const pdf = await documentPdf('Lieferschein', business.name, [
      ...lines,
      { text: 'Name in anderer Schrift: 山田 − fertig' },
    ])
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
