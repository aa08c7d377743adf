import type { Payload } from 'payload'

import type { Order, Voucher } from '@/payload-types'

import type { CartLine } from '../cart/cart'
import type { CheckoutForm } from '../checkout/checkoutForm'
import { checkOrder, destinationOf } from './orderChecks.server'
import { releaseReservation, reserveForOrder, writeOrder } from './orderWrite.server'
import { claimTickets, tellTicketSeller, unclaimTickets } from './ticketLines.server'
import { priceCart, readShopSettings } from '../cart/pricing.server'
import { refusal, type ShopRefusal } from '../shopHttp.server'
import { normaliseVoucherCode } from '../vouchers/voucherCodes'
import { onlineMethods } from '../checkout/onlineMethods.server'
import { clock } from '@/lib/clock'

export const VOUCHER_REFUSED = {
  message: 'This voucher code cannot be redeemed.',
  notice:
    'Dieser Gutscheincode kann nicht eingelöst werden. Bitte prüfen Sie den Code; bei Fragen hilft Ihnen der Salon gern weiter.',
}

/** A voucher that can pay now: known, not expired, with a balance. */
export async function redeemableVoucher(
  payload: Payload,
  code: string,
  now = clock.now(),
): Promise<Voucher | ShopRefusal> {
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: { code: { equals: normaliseVoucherCode(code) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const voucher = docs[0]
  // One answer for unknown, expired and used up: trying codes must not tell them apart.
  if (!voucher || new Date(voucher.validUntil) < now || voucher.balanceCents <= 0)
    return refusal(400, 'invalid_voucher', VOUCHER_REFUSED.message, VOUCHER_REFUSED.notice, {
      voucher_code: VOUCHER_REFUSED.notice,
    })
  return voucher
}

export type PlaceResult = { order: Order } | ShopRefusal

/**
 * Places an order from a cart and the checkout's fields in three steps: everything is checked
 * again on the server (orderChecks.server.ts: prices against what the visitor saw, quantities,
 * shipping and payment), then stock and voucher amount are taken with conditional updates and
 * the order is written (orderWrite.server.ts), each given back if a later step fails: no oversell
 * and no double redemption, on SQLite and PostgreSQL alike. Held event tickets are bound to the
 * order before it is written (ticketLines.server.ts) and hear of it once it is.
 */
export async function placeOrder(
  payload: Payload,
  cart: CartLine[],
  form: CheckoutForm,
  now = clock.now(),
): Promise<PlaceResult> {
  if (cart.length === 0)
    return refusal(409, 'empty_cart', 'The cart is empty.', 'Ihr Warenkorb ist leer.')
  const settings = await readShopSettings(payload)
  const destination = destinationOf(form)
  let voucher: Voucher | null = null
  if (form.voucherCode) {
    const found = await redeemableVoucher(payload, form.voucherCode, now)
    if ('status' in found) return found
    voucher = found
  }
  const priced = await priceCart(payload, cart, {
    destination: {
      country: destination.country,
      state: destination.state,
      postcode: destination.postcode,
    },
    shippingId: form.shippingId,
    voucherBalanceCents: voucher?.balanceCents ?? 0,
    settings,
  })
  const online = await onlineMethods(payload)
  const checked = checkOrder(priced, form, settings, online)
  if ('status' in checked) return checked
  const reservation = await reserveForOrder(payload, priced, voucher)
  if ('status' in reservation) return reservation
  const tickets = await claimTickets(payload, priced)
  if ('status' in tickets) {
    await releaseReservation(payload, reservation)
    return tickets
  }
  let order: Order
  try {
    order = await writeOrder(
      payload,
      { form, priced, provider: checked.provider, now },
      reservation,
    )
  } catch (error) {
    await unclaimTickets(payload, tickets.refs)
    throw error
  }
  await tellTicketSeller(payload, order, 'placed')
  return { order }
}
