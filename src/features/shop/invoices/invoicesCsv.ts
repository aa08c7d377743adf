import { csvDocument } from '@/lib/csv'
import { formatDate } from '@/lib/format'

import { TAX_CLASSES, type VatLine } from '../catalogue/taxes'

export type InvoiceRow = {
  label: string
  kind: 'invoice' | 'correction'
  issuedAt: string
  corrects?: string
  orderNumber?: string
  buyer?: string | null
  totalCents: number
  vatLines: VatLine[]
  paymentWords?: string | null
}

/** „-12,90“: a German amount without the sign of the currency, as bookkeeping programs import. */
const amount = (cents: number) =>
  (cents / 100).toLocaleString('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })

export const INVOICE_CSV_HEADER = [
  'Belegnummer',
  'Art',
  'Belegdatum',
  'Korrigiert Rechnung',
  'Bestellung',
  'Rechnungsempfänger',
  'Steuersatz',
  'Netto',
  'Umsatzsteuer',
  'Brutto',
  'Zahlungsart',
]

/**
 * The invoices and corrections of a period for the tax adviser: one row per document and VAT
 * rate (a bookkeeping import books each rate apart), corrections with negative amounts, dates as
 * the salon's day. A document without VAT (§ 19 UStG) has one row with rate „0 %“.
 */
export function invoicesCsv(rows: InvoiceRow[]): string {
  const lines = rows.flatMap((row) => {
    const common = [
      row.label,
      row.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur',
      formatDate(row.issuedAt),
      row.corrects ?? '',
      row.orderNumber ?? '',
      row.buyer ?? '',
    ]
    const vat = row.vatLines.length
      ? row.vatLines
      : [{ taxClass: 'standard', ratePercent: 0, grossCents: row.totalCents, vatCents: 0 }]
    return vat.map((line) => [
      ...common,
      line.ratePercent === 0
        ? '0 %'
        : (TAX_CLASSES[line.taxClass as VatLine['taxClass']]?.label ?? `${line.ratePercent} %`),
      amount(line.grossCents - line.vatCents),
      amount(line.vatCents),
      amount(line.grossCents),
      row.paymentWords ?? '',
    ])
  })
  return csvDocument([INVOICE_CSV_HEADER, ...lines])
}
