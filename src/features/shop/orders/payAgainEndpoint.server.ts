import type { Payload } from 'payload'

import { onlinePayments } from '@/contracts/onlinePayments'
import type { Order } from '@/payload-types'

import { readBusiness } from './business.server'
import { orderConfirmationMail } from './orderMails.server'
import { startOrderPayment } from './orderPayment.server'
import { orderWithKey } from './orderWithKey.server'
import { toPaymentPage } from './orderEndpoint.server'
import { SHOP_PATHS } from '../paths'
import { readShopSettings } from '../cart/pricing.server'
import { sendShopMail } from './sendMail.server'
import {
  limited,
  readShopForm,
  redirectTo,
  refusal,
  refusalAnswer,
  shopLimiter,
  wantsJson,
} from '../shopHttp.server'

const NOT_NOW = refusal(
  409,
  'payment_not_retryable',
  'This order is not waiting for a payment, or its payment is still open.',
  'Für diese Bestellung ist gerade keine neue Zahlung möglich. Bitte laden Sie die Seite neu.',
)

/** Vorkasse instead: the order is „offen“ and the customer gets the bank details by mail. */
async function switchToVorkasse(payload: Payload, order: Order) {
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { paymentMethod: 'vorkasse', status: 'open' },
    overrideAccess: true,
  })
  const business = await readBusiness(payload)
  const orderUrl = `${business.siteUrl}${SHOP_PATHS.order(order.number ?? '', order.accessKey)}`
  await sendShopMail(payload, [
    orderConfirmationMail(updated, await readShopSettings(payload), business, orderUrl),
  ])
}

/**
 * Vorkasse only once no online payment of the order can still be paid: an open one is cancelled
 * at Mollie first (one at a time with the order's payment starts); false when it was paid or
 * cannot be cancelled, so nobody pays twice.
 */
async function vorkasseInstead(payload: Payload, given: Order): Promise<boolean> {
  const service = onlinePayments(payload)
  const run = (work: () => Promise<boolean>) =>
    service ? service.oneAtATime(payload, 'order', String(given.id), work) : work()
  return run(async () => {
    const order = await payload.findByID({
      collection: 'orders',
      id: given.id,
      depth: 0,
      overrideAccess: true,
    })
    if (order.status !== 'awaiting') return false
    const latest = await service?.latest(payload, 'order', String(order.id))
    if (latest?.status === 'paid' && !latest.flagged) return false
    if (latest && ['open', 'pending', 'authorized'].includes(latest.status))
      if (!(await service!.cancel(payload, latest.mollieId))) return false
    await switchToVorkasse(payload, order)
    return true
  })
}

/**
 * POST /api/shop/orders/pay (`number`, `key`, `action` = `retry` | `vorkasse`): from the order's
 * page after a payment was cancelled or failed, pay online once more or by bank transfer. Only
 * while the order waits: a retry while a payment is open goes back to that payment's page, and
 * Vorkasse cancels it first, so nobody pays twice.
 */
export async function handlePayAgainPost(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, shopLimiter('pay-again', 20, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, '/')
  const fields = await readShopForm(request)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, '/')
  const order = await orderWithKey(payload, fields.get('number') ?? '', fields.get('key') ?? '')
  if (!order)
    return refusalAnswer(
      request,
      refusal(
        404,
        'unknown_order',
        'No order with this number and key.',
        'Diese Bestellung gibt es nicht.',
      ),
      '/',
    )
  const back = SHOP_PATHS.order(order.number ?? '', order.accessKey)
  const action = fields.get('action')
  if (action !== 'retry' && action !== 'vorkasse')
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_action',
        'action must be retry or vorkasse.',
        'Bitte wählen Sie, wie Sie bezahlen möchten.',
      ),
      back,
    )
  if (order.status !== 'awaiting') return refusalAnswer(request, NOT_NOW, back)
  let location: string | null = back
  if (action === 'vorkasse') location = (await vorkasseInstead(payload, order)) ? back : null
  else location = (await startOrderPayment(payload, order)) ?? back
  if (location === null) return refusalAnswer(request, NOT_NOW, back)
  if (!wantsJson(request)) return location === back ? redirectTo(location) : toPaymentPage(location)
  return Response.json({ location }, { headers: { 'cache-control': 'no-store' } })
}
