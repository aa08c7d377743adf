import type { Payload } from 'payload'

import { onlinePayments } from '@/contracts/onlinePayments'
import type { Order } from '@/payload-types'

import { issueCorrection } from '../invoices/issueInvoice.server'
import type { CancelledMoney } from './moneyMails.server'
import { PAID_STATUSES } from './orderStatus'

/**
 * A cancelled order that was paid online gets what is left of its payment back through Mollie,
 * at once, and one whose payment is still open has it cancelled there: the owner never has to remember it, and the customer is never left with a charge for
 * nothing. Started after the save, outside its transaction (the refund writes the order again).
 */
export function refundCancelledOrder(payload: Payload, order: Order) {
  setTimeout(() => {
    void (async () => {
      const service = onlinePayments(payload)
      const payment = await service?.latest(payload, 'order', String(order.id))
      // Still open at Mollie: ended there, so it cannot be paid for nothing (one that still is
      // comes back as unexpected and is refunded).
      if (service && payment && ['open', 'pending', 'authorized'].includes(payment.status)) {
        await service.cancel(payload, payment.mollieId)
        return
      }
      const left = (payment?.amountCents ?? 0) - (payment?.refundedCents ?? 0)
      if (!service || !payment || payment.status !== 'paid' || payment.flagged || left <= 0) return
      const result = await service.refund(payload, {
        paymentId: payment.id,
        cents: left,
        reason: `Bestellung ${order.number} storniert`,
        by: 'bei Stornierung',
      })
      if (!result.ok) throw new Error(result.message)
    })().catch((error: unknown) =>
      payload.logger.error(
        `Order ${order.number}: refund after cancellation failed: ${String(error)}`,
      ),
    )
  }, 0)
}

/** What a cancellation means for the customer's money. */
export function moneyOfCancelled(order: Order, before: string | null | undefined): CancelledMoney {
  if (!before || !PAID_STATUSES.has(before) || (order.dueCents ?? 0) <= 0) return 'unpaid'
  return order.paymentMethod === 'online' ? 'refund' : 'paidOffline'
}

/**
 * A cancelled or withdrawn order whose invoice was issued gets a correction (Storno) for all of
 * it that is not corrected yet; the invoice itself never changes. After the save, outside its
 * transaction, like the refund.
 */
export function correctInvoiceOfCancelled(payload: Payload, order: Order, status: string) {
  setTimeout(() => {
    issueCorrection(payload, order.id, {
      reason:
        status === 'withdrawn'
          ? `Widerruf der Bestellung ${order.number}`
          : `Bestellung ${order.number} storniert`,
    }).catch((error: unknown) =>
      payload.logger.error(`Order ${order.number}: correction invoice failed: ${String(error)}`),
    )
  }, 0)
}
