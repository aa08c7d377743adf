import { csvDocument } from '@/lib/csv'
import type { Order } from '@/payload-types'

import { ORDER_STATUSES, isOrderStatus } from './orderStatus'
import { paymentWords } from '../checkout/payments'
import type { VatLine } from '../catalogue/taxes'

const euros = (cents: number | null | undefined) =>
  ((cents ?? 0) / 100).toFixed(2).replace('.', ',')

/** Orders as CSV (one row per order) for the owner's bookkeeping. */
export function ordersCsv(orders: Order[]): string {
  const header = [
    'Bestellnummer',
    'Datum',
    'Status',
    'Zahlung',
    'E-Mail',
    'Name',
    'Positionen',
    'Warenwert',
    'Versand',
    'Gesamt',
    'MwSt. 19 %',
    'MwSt. 7 %',
    'Gutschein',
    'Zu zahlen',
  ]
  const rows = orders.map((order) => {
    const vat = (rate: number) =>
      euros(
        ((order.vatLines as VatLine[] | null) ?? []).find((line) => line.ratePercent === rate)
          ?.vatCents,
      )
    return [
      order.number ?? '',
      new Date(order.createdAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
      isOrderStatus(order.status) ? ORDER_STATUSES[order.status] : String(order.status),
      paymentWords(order.paymentMethod, order.paymentDetail),
      order.email,
      [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' '),
      (order.items ?? [])
        .map(
          (item) =>
            `${item.quantity} × ${item.title}${item.variantLabel ? ` (${item.variantLabel})` : ''}`,
        )
        .join(', '),
      euros(order.subtotalCents),
      euros(order.shippingCents),
      euros(order.totalCents),
      vat(19),
      vat(7),
      euros(order.voucherCents),
      euros(order.dueCents),
    ]
  })
  return csvDocument([header, ...rows])
}
