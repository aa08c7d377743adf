import { describe, expect, it } from 'vitest'

import { INVOICE_CSV_HEADER, invoicesCsv } from './invoicesCsv'

const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')))

describe('the invoices export for the tax adviser', () => {
  it('has one row per document and rate, corrections negative, days in Berlin', () => {
    const rows = parse(
      invoicesCsv([
        {
          label: 'R-00001',
          kind: 'invoice',
          // 23:30 UTC on 31 December is 1 January in Berlin.
          issuedAt: '2026-12-31T23:30:00.000Z',
          orderNumber: 'B-1001',
          buyer: 'Anna Muster',
          totalCents: 3690,
          vatLines: [
            { taxClass: 'standard', ratePercent: 19, grossCents: 2400, vatCents: 383 },
            { taxClass: 'reduced', ratePercent: 7, grossCents: 1290, vatCents: 84 },
          ],
          paymentWords: 'Vorkasse (Überweisung)',
        },
        {
          label: 'S-00001',
          kind: 'correction',
          issuedAt: '2027-01-02T09:00:00.000Z',
          corrects: 'R-00001',
          orderNumber: 'B-1001',
          buyer: 'Anna Muster',
          totalCents: -1290,
          vatLines: [{ taxClass: 'reduced', ratePercent: 7, grossCents: -1290, vatCents: -84 }],
        },
      ]),
    )
    expect(rows[0]).toEqual(INVOICE_CSV_HEADER)
    expect(rows[1]).toEqual([
      'R-00001',
      'Rechnung',
      '01.01.2027',
      '',
      'B-1001',
      'Anna Muster',
      '19 %',
      '20,17',
      '3,83',
      '24,00',
      'Vorkasse (Überweisung)',
    ])
    expect(rows[2]!.slice(6, 10)).toEqual(['7 %', '12,06', '0,84', '12,90'])
    // A negative amount stays a number (no apostrophe of the formula guard).
    expect(rows[3]!.slice(0, 10)).toEqual([
      'S-00001',
      'Rechnungskorrektur',
      '02.01.2027',
      'R-00001',
      'B-1001',
      'Anna Muster',
      '7 %',
      '-12,06',
      '-0,84',
      '-12,90',
    ])
  })

  it('gives a document without VAT one row at 0 % and keeps a formula in a name text', () => {
    const rows = parse(
      invoicesCsv([
        {
          label: 'R-00002',
          kind: 'invoice',
          issuedAt: '2026-06-01T10:00:00.000Z',
          buyer: '=HYPERLINK("x")',
          totalCents: 1500,
          vatLines: [],
        },
      ]),
    )
    expect(rows[1]!.slice(5, 10)).toEqual(['\'=HYPERLINK(""x"")', '0 %', '15,00', '0,00', '15,00'])
  })
})
