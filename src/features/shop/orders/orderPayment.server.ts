import type { Payload } from 'payload'

import { onlinePayments, type PaymentHandling, type PaymentState } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { readBusiness } from './business.server'
import { SHOP_PATHS } from '../paths'

/**
 * How long a visitor whose payment failed or who cancelled on Mollie's page may try again or
 * switch to Vorkasse before the order is cancelled and its stock goes back.
 */
export const RETRY_MINUTES = 30

/**
 * Starts the order's online payment of what is due and returns Mollie's page. Null when online
 * payment is off or Mollie cannot be reached: the order stays „Zahlung ausstehend“ and its page
 * offers to try again or to pay by Vorkasse.
 */
export async function startOrderPayment(payload: Payload, order: Order): Promise<string | null> {
  const service = onlinePayments(payload)
  if (!service || order.status !== 'awaiting' || (order.dueCents ?? 0) <= 0) return null
  const business = await readBusiness(payload)
  try {
    const started = await service.start(payload, {
      purpose: 'order',
      reference: String(order.id),
      amountCents: order.dueCents ?? 0,
      description: `${business.name}, Bestellung ${order.number}`,
      returnUrl: `${business.siteUrl}${SHOP_PATHS.order(order.number ?? '', order.accessKey)}`,
    })
    return started.checkoutUrl
  } catch (error) {
    payload.logger.error(`Order ${order.number}: payment could not be started: ${String(error)}`)
    return null
  }
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
 * RETRY_MINUTES, so the visitor can try again or switch to Vorkasse (releaseUnpaidOrders).
 */
export const orderPaymentHandling: PaymentHandling = {
  async statusChanged(payload, state) {
    const order = await orderById(payload, state.reference)
    if (!order) return
    const waiting = order.status === 'awaiting' || order.status === 'open'
    if (state.status === 'paid' && !waiting && order.status === 'cancelled')
      payload.logger.error(
        `Order ${order.number}: paid online after it was cancelled; refund it from the payment`,
      )
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
  async refunded(payload, state, cents, by) {
    const order = await orderById(payload, state.reference)
    if (!order) return
    const line = `${new Date().toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' })} – ${formatPrice(cents)} erstattet über Mollie (${by})`
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        refundedCents: state.refundedCents,
        statusLog: order.statusLog ? `${order.statusLog}\n${line}` : line,
      },
      overrideAccess: true,
    })
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
 * Mollie (failed, cancelled, never started), the order is cancelled and its stock goes back.
 */
export async function releaseUnpaidOrders(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RETRY_MINUTES * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'awaiting' } }, { updatedAt: { less_than: before } }] },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const order of docs) {
    const latest = await onlinePayments(payload)?.latest(payload, 'order', String(order.id))
    // An open payment is settled by Mollie (paid or expired); a recent attempt has its window.
    if (latest && ['open', 'pending', 'authorized'].includes(latest.status)) continue
    if (latest && latest.createdAt > before) continue
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
