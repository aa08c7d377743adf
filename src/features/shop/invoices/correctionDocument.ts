import { formatDate, formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { includedVat, TAX_CLASSES, type VatLine } from '../catalogue/taxes'
import type { Business } from '../orders/business.server'
import { addressLines } from '../orders/orderMails.server'
import type { DocumentLine } from '../orders/orderDocuments'

/** „S-00007“: a correction's number, a series of its own without gaps beside the invoices' R-. */
export const correctionLabel = (sequence: number) => `S-${String(sequence).padStart(5, '0')}`

/**
 * The part of a refund that falls on each VAT rate, in proportion to what the invoice charged at
 * that rate (largest remainder, so the parts add up to the refund exactly); its VAT is the VAT
 * contained in that part. Amounts come back negative, as the correction prints them.
 */
export function correctionVat(cents: number, invoiced: VatLine[]): VatLine[] {
  const lines = invoiced.filter((line) => line.grossCents > 0)
  const gross = lines.reduce((sum, line) => sum + line.grossCents, 0)
  if (gross <= 0 || cents <= 0) return []
  const shares = lines.map((line) => {
    const exact = (cents * line.grossCents) / gross
    return { line, cents: Math.floor(exact), rest: exact - Math.floor(exact) }
  })
  let left = cents - shares.reduce((sum, share) => sum + share.cents, 0)
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break
    share.cents += 1
    left -= 1
  }
  return shares
    .filter((share) => share.cents > 0)
    .map(({ line, cents: part }) => ({
      taxClass: line.taxClass,
      ratePercent: line.ratePercent,
      grossCents: -part,
      vatCents: -(part === line.grossCents ? line.vatCents : includedVat(part, line.taxClass)),
    }))
}

export type CorrectionFacts = {
  sequence: number
  date: string
  /** What is given back, positive: the whole invoice for a cancellation, else the refund. */
  cents: number
  reason: string
  invoice: { label: string; issuedAt: string; totalCents: number }
  /** The VAT lines the invoice charged. */
  invoicedVat: VatLine[]
  smallBusiness: boolean
}

/** The VAT lines a correction prints and the export lists: negative, one per rate. */
export function vatOfCorrection(facts: Pick<CorrectionFacts, 'cents' | 'invoice' | 'invoicedVat'>) {
  if (facts.cents < facts.invoice.totalCents) return correctionVat(facts.cents, facts.invoicedVat)
  return facts.invoicedVat.map((line) => ({
    ...line,
    grossCents: -line.grossCents,
    vatCents: -line.vatCents,
  }))
}

const itemName = (item: NonNullable<Order['items']>[number]) =>
  item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title

/** The lines of a full cancellation: every position of the invoice, negated. */
function cancelledPositions(order: Order): DocumentLine[] {
  return [
    ...(order.items ?? []).map((item, index) => ({
      text: `${index + 1}. ${item.quantity} × ${itemName(item)}: zusammen ${formatPrice(-(item.lineTotalCents ?? 0))}`,
    })),
    ...(order.shippingCents
      ? [{ text: `${order.shippingMethod ?? 'Versand'}: ${formatPrice(-order.shippingCents)}` }]
      : []),
  ]
}

/**
 * The correction (Stornorechnung / Rechnungskorrektur, § 14 Abs. 4 and § 17 UStG): a document of
 * its own with its own number, the seller with tax number, the buyer, the invoice it corrects
 * (number and date), the reason, what is taken back and the VAT per rate, all as negative amounts.
 */
export function correctionLines(
  order: Order,
  business: Business,
  taxId: string,
  facts: CorrectionFacts,
): DocumentLine[] {
  const full = facts.cents >= facts.invoice.totalCents
  const vat = vatOfCorrection(facts)
  return [
    { text: business.name, bold: true, size: 16 },
    { text: [business.address, business.email, business.phone].filter(Boolean).join(' · ') },
    { text: `Steuernummer / USt-IdNr.: ${taxId}` },
    { text: 'Rechnungsempfänger', bold: true, gapBefore: 24 },
    ...addressLines(order.billing).map((text) => ({ text })),
    {
      text: `Rechnungskorrektur ${correctionLabel(facts.sequence)}`,
      bold: true,
      size: 14,
      gapBefore: 24,
    },
    { text: `Datum: ${formatDate(facts.date)}` },
    {
      text: `Korrigiert die Rechnung ${facts.invoice.label} vom ${formatDate(facts.invoice.issuedAt)} (Bestellung ${order.number})`,
    },
    { text: `Grund: ${facts.reason}` },
    { text: full ? 'Storniert' : 'Erstattet', bold: true, gapBefore: 18 },
    ...(full ? cancelledPositions(order) : [{ text: `Erstattung: ${formatPrice(-facts.cents)}` }]),
    { text: `Korrekturbetrag: ${formatPrice(-facts.cents)}`, bold: true, gapBefore: 12 },
    ...(facts.smallBusiness
      ? [{ text: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', gapBefore: 6 }]
      : vat.map((line, index) => {
          const rate = TAX_CLASSES[line.taxClass]?.label ?? `${line.ratePercent} %`
          return {
            text: `Nettobetrag zu ${rate}: ${formatPrice(line.grossCents - line.vatCents)} · Umsatzsteuer ${rate}: ${formatPrice(line.vatCents)}`,
            ...(index === 0 ? { gapBefore: 6 } : {}),
          }
        })),
  ]
}
