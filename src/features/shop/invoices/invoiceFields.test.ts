import { describe, expect, it } from 'vitest'

import type { Order } from '@/payload-types'

import type { Business } from '../orders/business.server'
import { invoiceLines } from '../orders/orderDocuments'
import { correctionLines } from './correctionDocument'

/**
 * § 14 Abs. 4 UStG, field by field, on the invoice and on its correction: each case names the
 * number of the law it checks, so a field lost from either document fails by name.
 */

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
    { title: 'Bürste', quantity: 1, unitPriceCents: 2400, lineTotalCents: 2400 },
    { title: 'Shampoo', quantity: 2, unitPriceCents: 645, lineTotalCents: 1290 },
  ],
  subtotalCents: 3690,
  shippingCents: 0,
  shippingMethod: 'Abholung',
  totalCents: 3690,
  vatLines: [
    { taxClass: 'standard', ratePercent: 19, grossCents: 2400, vatCents: 383 },
    { taxClass: 'reduced', ratePercent: 7, grossCents: 1290, vatCents: 84 },
  ],
} as unknown as Order

const text = (lines: Array<{ text: string }>) => lines.map((line) => line.text).join('\n')

const invoice = text(
  invoiceLines(order, business, '12/345/67890', { sequence: 42, date: '2026-11-28T09:00:00Z' }),
)

const correction = (cents: number) =>
  text(
    correctionLines(order, business, '12/345/67890', {
      sequence: 3,
      date: '2026-12-02T09:00:00Z',
      cents,
      reason: 'Bestellung 2026-ABC storniert',
      invoice: { label: 'R-00042', issuedAt: '2026-11-28T09:00:00Z', totalCents: 3690 },
      invoicedVat: order.vatLines as never,
      smallBusiness: false,
    }),
  )

const FIELDS: Array<[string, RegExp[]]> = [
  ['Nr. 1: name and address of the seller', [/Salon Lindenblüte/, /Lindenstraße 12, 10115 Berlin/]],
  ['Nr. 1: name and address of the buyer', [/Anna Muster/, /Weg 1/, /10115 Berlin/]],
  ['Nr. 2: the seller’s tax number or VAT id', [/Steuernummer \/ USt-IdNr\.: 12\/345\/67890/]],
  ['Nr. 3: the date of issue', [/datum: 28\.11\.2026|Datum: 02\.12\.2026/]],
]

describe('the invoice (§ 14 Abs. 4 UStG)', () => {
  it.each(FIELDS)('%s', (_, parts) => {
    for (const part of parts) expect(invoice).toMatch(part)
  })
  it('Nr. 4: a number of one series, given once', () => {
    expect(invoice).toContain('Rechnung R-00042')
  })
  it('Nr. 5: quantity and kind of every line', () => {
    expect(invoice).toContain('1. 1 × Bürste')
    expect(invoice).toContain('2. 2 × Shampoo')
  })
  it('Nr. 6: the date of delivery or service', () => {
    expect(invoice).toContain('Liefer- bzw. Leistungsdatum')
  })
  it('Nr. 7: the net amount per rate', () => {
    expect(invoice).toMatch(/Nettobetrag zu 19 %: 20,17\s€/)
    expect(invoice).toMatch(/Nettobetrag zu 7 %: 12,06\s€/)
  })
  it('Nr. 8: the rate and the VAT per rate, or the § 19 sentence', () => {
    expect(invoice).toMatch(/Umsatzsteuer 19 %: 3,83\s€/)
    expect(invoice).toMatch(/Umsatzsteuer 7 %: 0,84\s€/)
    const small = text(
      invoiceLines({ ...order, smallBusiness: true }, business, 'x', {
        sequence: 1,
        date: '2026-11-28T09:00:00Z',
      }),
    )
    expect(small).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.')
  })
})

describe('the correction (§ 14 Abs. 4, § 17 UStG)', () => {
  it.each(FIELDS)('%s', (_, parts) => {
    for (const part of parts) expect(correction(3690)).toMatch(part)
  })
  it('Nr. 4: a number of its own series, and the invoice it corrects with its date', () => {
    expect(correction(3690)).toContain('Rechnungskorrektur S-00003')
    expect(correction(3690)).toContain('Korrigiert die Rechnung R-00042 vom 28.11.2026')
  })
  it('Nr. 5: what is taken back, as negative amounts', () => {
    expect(correction(3690)).toMatch(/1\. 1 × Bürste: zusammen -24,00\s€/)
    expect(correction(1000)).toMatch(/Erstattung: -10,00\s€/)
  })
  it('the reason', () => {
    expect(correction(3690)).toContain('Grund: Bestellung 2026-ABC storniert')
  })
  it('Nr. 7 and 8: net and VAT per rate, negative, adding up to the correction', () => {
    expect(correction(3690)).toMatch(/Nettobetrag zu 19 %: -20,17\s€ · Umsatzsteuer 19 %: -3,83\s€/)
    expect(correction(3690)).toMatch(/Nettobetrag zu 7 %: -12,06\s€ · Umsatzsteuer 7 %: -0,84\s€/)
    expect(correction(1000)).toMatch(/Korrekturbetrag: -10,00\s€/)
    expect(correction(1000)).toMatch(/Umsatzsteuer 19 %: -1,04\s€/)
  })
})
