import type { Payload, PayloadRequest } from 'payload'

import { ticketSeller, type TicketOrder } from '@/contracts/ticketSales'
import type { Order } from '@/payload-types'

import { HOLD_GONE } from '../cart/heldLines.server'
import type { PricedCart } from '../cart/pricing.server'
import { refusal, type ShopRefusal } from '../shopHttp.server'

/** The references of an order's held-ticket lines. */
export const ticketRefsOf = (order: Pick<Order, 'items'>) =>
  (order.items ?? []).filter((item) => item.ticket && item.variantId).map((item) => item.variantId!)

export const ticketOrderOf = (order: Order): TicketOrder => ({
  id: order.id,
  number: order.number ?? '',
  status: order.status,
  refs: ticketRefsOf(order),
  online: order.paymentMethod === 'online',
})

/**
 * The tickets of a cart about to become an order are bound to it, so an ending hold cannot free
 * their places while the order is written; a hold already gone refuses the order.
 */
export async function claimTickets(
  payload: Payload,
  priced: PricedCart,
): Promise<{ refs: string[] } | ShopRefusal> {
  const refs = priced.lines.filter((line) => line.offer.ticket).map((line) => line.offer.variantId!)
  if (refs.length === 0) return { refs }
  const seller = ticketSeller(payload)
  const problem = seller ? await seller.claim(payload, refs) : HOLD_GONE
  return problem
    ? refusal(409, 'hold_expired', 'The held tickets are no longer reserved.', problem)
    : { refs }
}

export async function unclaimTickets(payload: Payload, refs: string[]) {
  if (refs.length) await ticketSeller(payload)?.unclaim(payload, refs)
}

/** The seller hears of a written order and of every status the owner sets. */
export async function tellTicketSeller(
  payload: Payload,
  order: Order,
  change: 'placed' | 'status',
  req?: PayloadRequest,
) {
  const seller = ticketSeller(payload)
  const sold = ticketOrderOf(order)
  if (!seller || sold.refs.length === 0) return
  try {
    if (change === 'placed') await seller.placed(payload, sold)
    else await seller.orderStatusChanged(payload, sold, req)
  } catch (error) {
    // The order stands; the owner sees the tickets' state under „Karten“.
    payload.logger.error(`Order ${sold.number}: tickets not updated: ${String(error)}`)
  }
}
