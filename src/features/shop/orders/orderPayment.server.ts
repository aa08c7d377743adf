import type { Payload } from 'payload'

import { onlinePayments, type PaymentHandling, type PaymentState } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { issueCorrection } from '../invoices/issueInvoice.server'
import { readBusiness } from './business.server'
import { RELEASES_STOCK, type OrderStatus } from './orderStatus'
import { ownerAutoRefundMail, refundMail } from './moneyMails.server'
import { sendShopMail } from './sendMail.server'
import { SHOP_PATHS } from '../paths'
import { readShopSettings } from '../cart/pricing.server'
import { clock } from '@/lib/clock'

/**
 * How long a visitor whose payment failed or who cancelled on Mollie's page may try again or
 * switch to Vorkasse before the order is cancelled and its stock goes back.
 */
export const RETRY_MINUTES = 30

/**
 * How long an order's stock, voucher amount and places stay held for one online payment. After
 * it an open payment is cancelled at Mollie and the order released; a bank transfer through
 * Mollie (open for days) is therefore not offered for orders: Vorkasse is the shop's own.
 */
export const ORDER_HOLD_MINUTES = 60

const STILL_OPEN = ['open', 'pending', 'authorized']

/**
 * Starts the order's online payment of what is due and returns Mollie's page. Null when online
 * payment is off or Mollie cannot be reached: the order stays „Zahlung ausstehend“ and its page
 * offers to try again or to pay by Vorkasse. One at a time per order: a payment still open is
 * reused (its page again), so ten clicks on „Erneut online bezahlen“ make one payment.
 */
export async function startOrderPayment(payload: Payload, given: Order): Promise<string | null> {
  const service = onlinePayments(payload)
  if (!service) return null
  return service.oneAtATime(payload, 'order', String(given.id), async () => {
    const order = await orderById(payload, String(given.id))
    if (!order || order.status !== 'awaiting' || (order.dueCents ?? 0) <= 0) return null
    const latest = await service.latest(payload, 'order', String(order.id))
    if (latest && STILL_OPEN.includes(latest.status))
      return service.checkoutUrl(payload, latest.mollieId)
    if (latest?.status === 'paid' && !latest.flagged) return null
    const business = await readBusiness(payload)
    try {
      const started = await service.start(payload, {
        purpose: 'order',
        reference: String(order.id),
        amountCents: order.dueCents ?? 0,
        description: `${business.name}, Bestellung ${order.number}`,
        returnUrl: `${business.siteUrl}${SHOP_PATHS.order(order.number ?? '', order.accessKey)}`,
        holdMinutes: ORDER_HOLD_MINUTES,
      })
      return started.checkoutUrl
    } catch (error) {
      payload.logger.error(`Order ${order.number}: payment could not be started: ${String(error)}`)
      return null
    }
  })
}

async function orderById(payload: Payload, reference: string): Promise<Order | null> {
  const id = Number(reference)
  if (!Number.isInteger(id)) return null
  return payload
    .findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
    .catch(() => null)
}

/**
 * What Mollie's word does to an order: paid makes it „bezahlt“ through the normal status change
 * (vouchers issued, tickets valid, the customer mailed); an expired payment cancels it (stock,
 * voucher amount and places back). A failed or cancelled payment leaves it waiting for
 * RETRY_MINUTES, so the visitor can try again or switch to Vorkasse (releaseUnpaidOrders). A
 * payment for an order that is cancelled or paid already sold nothing: it is refunded at once.
 */
export const orderPaymentHandling: PaymentHandling = {
  async statusChanged(payload, state) {
    const order = await orderById(payload, state.reference)
    if (!order) return
    const waiting = order.status === 'awaiting' || order.status === 'open'
    if (state.status === 'paid' && !waiting)
      return {
        unexpected:
          order.status === 'cancelled' || order.status === 'withdrawn'
            ? `Die Bestellung ${order.number} war zu diesem Zeitpunkt schon ${order.status === 'cancelled' ? 'storniert' : 'widerrufen'}.`
            : `Die Bestellung ${order.number} war schon bezahlt (zweite Zahlung).`,
      }
    if (state.status === 'paid' && waiting) {
      if (state.amountCents !== order.dueCents)
        payload.logger.warn(`Order ${order.number}: paid amount differs from the amount due`)
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'paid', paymentMethod: 'online', paymentDetail: state.methodLabel },
        overrideAccess: true,
      })
    } else if (state.status === 'expired' && order.status === 'awaiting')
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'cancelled' },
        overrideAccess: true,
      })
  },
  async refunded(payload, state, cents, { by, reason }) {
    const line = `${clock.now().toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' })} – ${formatPrice(cents)} erstattet über Mollie (${by})`
    // One refund's line at a time, so two refunds of the order (on two payments) both count.
    const updated = await onlinePayments(payload)!.oneAtATime(
      payload,
      'order',
      `${state.reference}:refunds`,
      async () => {
        const order = await orderById(payload, state.reference)
        if (!order) return null
        return payload.update({
          collection: 'orders',
          id: order.id,
          data: {
            // What went back on all of the order's payments (a second payment's refund too).
            refundedCents: (order.refundedCents ?? 0) + cents,
            statusLog: order.statusLog ? `${order.statusLog}\n${line}` : line,
          },
          overrideAccess: true,
        })
      },
    )
    if (!updated) return
    // Money given back for what was sold corrects the invoice; a cancellation's Storno covers
    // its own refund, and a payment nobody expected was never invoiced.
    if (
      updated.invoiceNumber &&
      by !== 'automatisch' &&
      !RELEASES_STOCK.has(updated.status as OrderStatus)
    )
      await issueCorrection(payload, updated.id, { cents, reason: reason || 'Erstattung' }).catch(
        (error: unknown) =>
          payload.logger.error(
            `Order ${updated.number}: correction invoice failed: ${String(error)}`,
          ),
      )
    const [settings, business] = await Promise.all([
      readShopSettings(payload),
      readBusiness(payload),
    ])
    const facts = {
      cents,
      refundedCents: state.refundedCents,
      paidCents: state.amountCents,
      methodLabel: state.methodLabel,
      reason,
    }
    const owner =
      by === 'automatisch'
        ? ownerAutoRefundMail(
            updated,
            facts,
            settings,
            `${business.siteUrl}/admin/collections/payments/${state.id}`,
          )
        : null
    await sendShopMail(payload, [
      refundMail(updated, facts, settings, business),
      ...(owner ? [owner] : []),
    ])
  },
  adminPath: (reference) => `/admin/collections/orders/${reference}`,
}

/**
 * The order's payment as its page tells it: Mollie is asked once more when the visitor comes
 * back before the webhook did, so the page never says „offen“ for a payment just made.
 */
export async function orderPaymentState(
  payload: Payload,
  order: Order,
): Promise<PaymentState | null> {
  const service = onlinePayments(payload)
  if (!service || order.paymentMethod !== 'online') return null
  const latest = await service.latest(payload, 'order', String(order.id))
  if (!latest || !['open', 'pending', 'authorized'].includes(latest.status)) return latest
  return (await service.sync(payload, latest.mollieId).catch(() => null)) ?? latest
}

/**
 * Orders left „Zahlung ausstehend“: after RETRY_MINUTES without a payment that is still open at
 * Mollie (failed, cancelled, never started), the order is cancelled and its stock goes back. A
 * payment still open past its hold (ORDER_HOLD_MINUTES) is cancelled at Mollie first; one that
 * cannot be cancelled there no longer holds the order either (should it still be paid, it is
 * refunded as unexpected), and one paid meanwhile makes the order „bezahlt“ instead.
 */
export async function releaseUnpaidOrders(payload: Payload, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - RETRY_MINUTES * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'awaiting' } }, { updatedAt: { less_than: before } }] },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const service = onlinePayments(payload)
  let released = 0
  for (const order of docs) {
    const latest = await service?.latest(payload, 'order', String(order.id))
    if (latest && STILL_OPEN.includes(latest.status)) {
      // Within its hold an open payment is Mollie's to settle (paid or expired).
      if (!latest.holdUntil || latest.holdUntil > now.toISOString()) continue
      await service!.cancel(payload, latest.mollieId)
    } else if (latest && latest.createdAt > before) continue // a recent attempt has its window
    const current = await orderById(payload, String(order.id))
    if (current?.status !== 'awaiting') continue
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    payload.logger.info(`Order ${order.number}: not paid online in time, cancelled`)
    released += 1
  }
  return released
}
