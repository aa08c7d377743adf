import type { Payload } from 'payload'

import { visitorAccounts } from '@/contracts/visitorAccounts'

import type { Order } from '@/payload-types'

import { readBusiness } from './business.server'
import { readCheckoutForm } from '../checkout/checkoutForm'
import { orderConfirmationMail, ownerNotificationMail } from './orderMails.server'
import { SHOP_PATHS } from '../paths'
import { startOrderPayment } from './orderPayment.server'
import { placeOrder } from './placeOrder.server'
import { readShopSettings } from '../cart/pricing.server'
import { sendShopMail } from './sendMail.server'
import {
  cartCookie,
  cartOf,
  continueAt,
  limited,
  readShopForm,
  redirectTo,
  refusal,
  refusalAnswer,
  shopLimiter,
  wantsJson,
} from '../shopHttp.server'

/** The order's mails: the confirmation (with the Widerrufsbelehrung) and the owner's notice. */
async function mailOrder(payload: Payload, order: Order) {
  const settings = await readShopSettings(payload)
  const business = await readBusiness(payload)
  const orderUrl = `${business.siteUrl}${SHOP_PATHS.order(order.number ?? '', order.accessKey)}`
  const mails = [
    orderConfirmationMail(order, settings, business, orderUrl),
    ownerNotificationMail(
      order,
      settings,
      `${business.siteUrl}/admin/collections/orders/${order.id}`,
    ),
  ].filter((mail) => mail !== null)
  await sendShopMail(payload, mails)
}

/** A plain form post on its way to Mollie's page (scripts get the address as JSON). */
export const toPaymentPage = (url: string, headers: Record<string, string> = {}) =>
  continueAt(
    url,
    'Weiter zur Bezahlung',
    'Ihre Bestellung ist gespeichert. Sie werden jetzt zur Bezahlseite von Mollie weitergeleitet.',
    headers,
  )

/** POST /api/shop/orders: the checkout's „zahlungspflichtig bestellen“. */
/** An order placed while signed in belongs to the account („Mein Konto“ lists it). */
async function linkToAccount(request: Request, payload: Payload, orderId: number) {
  const customer = await visitorAccounts(payload)?.customerOf(payload, request.headers)
  if (!customer) return
  await payload.db.updateOne({
    collection: 'orders',
    id: orderId,
    data: { customer: customer.id },
    returning: false,
  })
}

export async function handleOrderPost(request: Request, payload: Payload): Promise<Response> {
  const back = SHOP_PATHS.checkout
  const tooMany = await limited(request, shopLimiter('orders', 20, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, back)
  const fields = await readShopForm(request)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, back)
  const { form, errors } = readCheckoutForm(fields)
  if (Object.keys(errors).length > 0)
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_fields',
        `Invalid fields: ${Object.keys(errors).join(', ')}.`,
        'Bitte prüfen Sie die markierten Angaben.',
        errors,
      ),
      back,
    )
  const result = await placeOrder(payload, cartOf(request), form)
  if ('status' in result) return refusalAnswer(request, result, back)
  const { order } = result
  await linkToAccount(request, payload, order.id)
  try {
    await mailOrder(payload, order)
  } catch (error) {
    payload.logger.error(
      `Order ${order.number}: confirmation mail could not be stored: ${String(error)}`,
    )
  }
  const payAt = await startOrderPayment(payload, order)
  const location = payAt ?? SHOP_PATHS.order(order.number ?? '', order.accessKey)
  const headers = { 'set-cookie': cartCookie([]) }
  if (!wantsJson(request))
    return payAt ? toPaymentPage(payAt, headers) : redirectTo(location, headers)
  return Response.json(
    { number: order.number, status: order.status, location },
    { status: 201, headers: { ...headers, 'cache-control': 'no-store' } },
  )
}
