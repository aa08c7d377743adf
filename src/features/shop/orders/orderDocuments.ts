import { formatDate, formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { TAX_CLASSES, type VatLine } from '../catalogue/taxes'
import { paymentWords } from '../checkout/payments'
import type { Business } from './business.server'
import { addressLines } from './orderMails.server'

/** One line of a printed document: its text and how it is set. */
export type DocumentLine = { text: string; bold?: boolean; size?: number; gapBefore?: number }

/** „R-00042“: the invoice's number, one series without gaps (invoiceNumber.server.ts). */
export const invoiceLabel = (sequence: number) => `R-${String(sequence).padStart(5, '0')}`

const itemName = (item: NonNullable<Order['items']>[number]) =>
  item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title

const seller = (business: Business, taxId: string): DocumentLine[] => [
  { text: business.name, bold: true, size: 16 },
  { text: [business.address, business.email, business.phone].filter(Boolean).join(' · ') },
  { text: `Steuernummer / USt-IdNr.: ${taxId}` },
]

/** The net amount and the VAT of each rate, as § 14 Abs. 4 Nr. 7 and 8 UStG ask. */
function taxLines(order: Order): DocumentLine[] {
  if (order.smallBusiness)
    return [{ text: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', gapBefore: 6 }]
  return ((order.vatLines as VatLine[] | null) ?? []).flatMap((line, index) => {
    const rate = TAX_CLASSES[line.taxClass]?.label ?? `${line.ratePercent} %`
    return [
      {
        text: `Nettobetrag zu ${rate}: ${formatPrice(line.grossCents - line.vatCents)} · Umsatzsteuer ${rate}: ${formatPrice(line.vatCents)}`,
        ...(index === 0 ? { gapBefore: 6 } : {}),
      },
    ]
  })
}

/**
 * The invoice (§ 14 Abs. 4 UStG): seller with tax number, buyer, date, the number of the series,
 * every line with quantity and price, the delivery date, net and VAT per rate (or § 19), total.
 */
export function invoiceLines(
  order: Order,
  business: Business,
  taxId: string,
  invoice: { sequence: number; date: string },
): DocumentLine[] {
  const items = (order.items ?? []).map((item, index) => ({
    text: `${index + 1}. ${item.quantity} × ${itemName(item)}${item.sku ? ` (Art.-Nr. ${item.sku})` : ''}: je ${formatPrice(item.unitPriceCents ?? 0)}, zusammen ${formatPrice(item.lineTotalCents ?? 0)}`,
  }))
  return [
    ...seller(business, taxId),
    { text: 'Rechnung an', bold: true, gapBefore: 24 },
    ...addressLines(order.billing).map((text) => ({ text })),
    { text: `Rechnung ${invoiceLabel(invoice.sequence)}`, bold: true, size: 14, gapBefore: 24 },
    { text: `Rechnungsdatum: ${formatDate(invoice.date)}` },
    { text: `Bestellung ${order.number} vom ${formatDate(order.createdAt)}` },
    { text: 'Liefer- bzw. Leistungsdatum: entspricht dem Rechnungsdatum' },
    { text: 'Positionen', bold: true, gapBefore: 18 },
    ...items,
    { text: `Warenwert: ${formatPrice(order.subtotalCents ?? 0)}`, gapBefore: 12 },
    { text: `${order.shippingMethod ?? 'Versand'}: ${formatPrice(order.shippingCents ?? 0)}` },
    { text: `Gesamtbetrag: ${formatPrice(order.totalCents ?? 0)}`, bold: true },
    ...taxLines(order),
    ...(order.voucherCents
      ? [
          {
            text: `Mit Gutschein ${order.voucherCode} bezahlt: -${formatPrice(order.voucherCents)}`,
            gapBefore: 6,
          },
          { text: `Zu zahlen: ${formatPrice(order.dueCents ?? 0)}`, bold: true },
        ]
      : []),
    {
      text: `Zahlungsart: ${paymentWords(order.paymentMethod, order.paymentDetail)}`,
      gapBefore: 12,
    },
  ]
}

/** The delivery note: where it goes and what is in the parcel, without prices. */
export function deliveryNoteLines(order: Order, business: Business): DocumentLine[] {
  const to = order.shipToDifferent ? order.shipping : order.billing
  return [
    { text: business.name, bold: true, size: 16 },
    { text: [business.address, business.email, business.phone].filter(Boolean).join(' · ') },
    { text: 'Lieferanschrift', bold: true, gapBefore: 24 },
    ...addressLines(to).map((text) => ({ text })),
    { text: `Lieferschein zur Bestellung ${order.number}`, bold: true, size: 14, gapBefore: 24 },
    { text: `Bestellt am ${formatDate(order.createdAt)} · ${order.shippingMethod ?? ''}` },
    { text: 'Inhalt', bold: true, gapBefore: 18 },
    ...(order.items ?? []).map((item, index) => ({
      text: `${index + 1}. ${item.quantity} × ${itemName(item)}${item.sku ? ` (Art.-Nr. ${item.sku})` : ''}`,
    })),
  ]
}
