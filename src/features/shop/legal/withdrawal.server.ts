import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { readBusiness } from '../orders/business.server'
import { withdrawalReceiptMail } from '../orders/orderMails.server'
import { SHOP_PATHS } from '../paths'
import { readShopSettings } from '../cart/pricing.server'
import { sendShopMail } from '../orders/sendMail.server'
import {
  limited,
  readShopForm,
  redirectTo,
  refusal,
  refusalAnswer,
  shopLimiter,
  type ShopRefusal,
  wantsJson,
} from '../shopHttp.server'
import { clock } from '@/lib/clock'

/** An order number as placed: „2026-K7F3QX“, or „2026-00012“ from before numbers were random. */
const ORDER_NUMBER = /^\d{4}-(\d{5,}|[A-Z2-9]{6})$/

export type WithdrawalRequest = { number: string; email: string; name: string; message: string }

/** The two-step form's fields; the same check for the review step and the confirmation. */
export function readWithdrawal(fields: URLSearchParams): {
  request: WithdrawalRequest
  errors: Record<string, string>
} {
  const get = (name: string, max: number) =>
    (fields.get(name) ?? '')
      .replace(/[\r\n\t]+/g, ' ')
      .trim()
      .slice(0, max)
  const request = {
    number: get('order', 20).toUpperCase(),
    email: get('email', 254).toLowerCase(),
    name: get('name', 120),
    message: get('message', 1000) || 'Hiermit widerrufe ich den Vertrag über diese Bestellung.',
  }
  const errors: Record<string, string> = {}
  if (!request.name) errors.name = 'Bitte Ihren Namen angeben.'
  if (!ORDER_NUMBER.test(request.number))
    errors.order = 'Bitte die Bestellnummer angeben, z. B. 2026-K7F3QX.'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(request.email))
    errors.email = 'Bitte die E-Mail-Adresse der Bestellung angeben.'
  return { request, errors }
}

/** The lines a withdrawal does not cover (§ 312g Abs. 2 Nr. 9 BGB), as the order names them. */
export const exemptLines = (order: Pick<Order, 'items'>): string[] =>
  (order.items ?? [])
    .filter((item) => item.noWithdrawal)
    .map(
      (item) =>
        `${item.quantity} × ${item.title}${item.variantLabel ? ` (${item.variantLabel})` : ''}`,
    )

/** Every line of the order is exempt: there is nothing to withdraw. */
export const withdrawsNothing = (order: Pick<Order, 'items'>) =>
  (order.items ?? []).length > 0 && (order.items ?? []).every((item) => item.noWithdrawal)

export const NO_WITHDRAWAL_RIGHT = refusal(
  409,
  'no_withdrawal_right',
  'No item of this order can be withdrawn (tickets for leisure events on a fixed date).',
  'Für diese Bestellung besteht kein Widerrufsrecht: Eintrittskarten für eine Freizeitveranstaltung mit festem Termin (§ 312g Abs. 2 Nr. 9 BGB). Bei Fragen wenden Sie sich bitte an uns.',
)

const NOT_FOUND = refusal(
  404,
  'unknown_order',
  'No order matches this number and e-mail address.',
  'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung. Bitte prüfen Sie beide Angaben.',
)

/**
 * Records a withdrawal (§ 356a BGB): the order is found by number and e-mail, the declaration is
 * stored with date and time, the order becomes „widerrufen“ (its stock goes back through the
 * status hook) and the receipt goes out by e-mail at once.
 */
/** The order with this number, if it was placed with this e-mail address (any case). */
export async function orderOf(
  payload: Payload,
  number: string,
  email: string,
): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  return order && order.email.toLowerCase() === email.toLowerCase() ? order : null
}

export async function recordWithdrawal(
  payload: Payload,
  request: WithdrawalRequest,
  now = clock.now(),
): Promise<{ order: Order; receivedAt: string } | ShopRefusal> {
  const order = await orderOf(payload, request.number, request.email)
  if (!order) return NOT_FOUND
  if (withdrawsNothing(order)) return NO_WITHDRAWAL_RIGHT
  if (order.status === 'withdrawn' && order.withdrawal?.receivedAt)
    return { order, receivedAt: order.withdrawal.receivedAt }
  const receivedAt = now.toISOString()
  const withdrawal = {
    receivedAt,
    name: request.name,
    email: request.email,
    message: request.message,
  }
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { withdrawal, ...(order.status === 'cancelled' ? {} : { status: 'withdrawn' as const }) },
    overrideAccess: true,
  })
  const mail = withdrawalReceiptMail(
    updated,
    withdrawal,
    await readShopSettings(payload),
    await readBusiness(payload),
  )
  await sendShopMail(payload, [mail])
  return { order: updated, receivedAt }
}

/** POST /api/shop/withdrawal: the second step, „Widerruf bestätigen“. */
export async function handleWithdrawalPost(request: Request, payload: Payload): Promise<Response> {
  const back = SHOP_PATHS.withdraw
  const tooMany = await limited(request, shopLimiter('withdrawal', 10, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, back)
  const fields = await readShopForm(request)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, back)
  const { request: withdrawal, errors } = readWithdrawal(fields)
  if (Object.keys(errors).length)
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_fields',
        `Invalid fields: ${Object.keys(errors).join(', ')}.`,
        'Bitte prüfen Sie Ihre Angaben.',
        errors,
      ),
      back,
    )
  const result = await recordWithdrawal(payload, withdrawal)
  if ('status' in result) return refusalAnswer(request, result, back)
  const location = `${SHOP_PATHS.withdraw}?eingegangen=${encodeURIComponent(result.receivedAt)}&bestellung=${encodeURIComponent(result.order.number ?? '')}`
  if (!wantsJson(request)) return redirectTo(location)
  return Response.json(
    { number: result.order.number, receivedAt: result.receivedAt, status: result.order.status },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}
