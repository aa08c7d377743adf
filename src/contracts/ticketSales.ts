import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * Event tickets sold through the shop's cart and checkout (issue 30). Two services, each in
 * Payload's server-only `config.custom`, so neither feature imports the other:
 *
 * - the shop offers `ShopSales`: a hidden product of kind „ticket“ per paid ticket type (the
 *   order line points at it) and the cart cookie with a held line added;
 * - the events feature offers `TicketSeller`: what a cart line's reference holds (the places,
 *   taken when the visitor put the tickets in the cart), and what happens to them when the order
 *   is placed, paid, cancelled or withdrawn.
 *
 * A held line in the cart is `{ product: the ticket product, variant: the reference }`; its
 * quantity and price are always the seller's, never the cookie's.
 */

/** What a cart line's reference holds now. */
export type HeldTickets = {
  /** „Flechtkurs – Teilnahme“ */
  title: string
  /** „für Anna Muster, Ben Muster · reserviert bis 14:35 Uhr“ */
  detail: string
  quantity: number
  unitPriceCents: number
  /** § 312g Abs. 2 Nr. 9 BGB: a leisure event on a fixed date. */
  noWithdrawal: boolean
  /** The event's page. */
  url: string
  /** Why the line cannot be ordered (German), e.g. the reservation ran out. */
  problem: string | null
}

/** An order as the seller hears of it. */
export type TicketOrder = {
  id: number
  number: string
  status: string
  /** The references of the order's ticket lines. */
  refs: string[]
  /**
   * Paid online: nothing is mailed before the payment (the checkout goes on to Mollie); the
   * tickets come once, valid, with their link, when it is paid.
   */
  online: boolean
}

export type TicketSeller = {
  held(payload: Payload, refs: string[]): Promise<Map<string, HeldTickets>>
  /** Binds held tickets to an order about to be written; a German problem when they are gone. */
  claim(payload: Payload, refs: string[]): Promise<string | null>
  /** Writing the order failed after `claim`: the tickets are held again. */
  unclaim(payload: Payload, refs: string[]): Promise<void>
  /** The order is written: the tickets learn its number, the buyer gets them by mail. */
  placed(payload: Payload, order: TicketOrder): Promise<void>
  /** The owner changed the order's status: paid tickets become valid, cancelled ones go. */
  orderStatusChanged(payload: Payload, order: TicketOrder, req?: PayloadRequest): Promise<void>
  /** The line left the cart: the places are free again. */
  release(payload: Payload, ref: string): Promise<void>
}

export type ShopSales = {
  /** Vorkasse or payment on site is switched on: paid tickets can go through the checkout. */
  sellsTickets(payload: Payload): Promise<boolean>
  /** The hidden product of a ticket type (made or brought up to date), by its article number. */
  ticketProduct(
    payload: Payload,
    item: { sku: string; title: string; priceCents: number; noWithdrawal: boolean },
  ): Promise<number>
  /** The `Set-Cookie` value of the request's cart with the held line added. */
  cartCookieWith(
    request: Request,
    line: { productId: number; ref: string; quantity: number },
  ): string
  cartPath: string
  /** Paid at the door: an open order becomes „bezahlt“ (its tickets then valid). False if not open. */
  orderPaid(payload: Payload, orderNumber: string): Promise<boolean>
}

/** A reference as it stands in the cart cookie (a variant id there: letters and digits). */
export const HELD_REF = /^[A-Za-z0-9]{20,40}$/

type WithTicketSales = { shopSales?: ShopSales; ticketSeller?: TicketSeller }

const custom = (payload: Pick<Payload, 'config'>) =>
  payload.config.custom as WithTicketSales | undefined

export const offerShopSales = (config: Config, service: ShopSales): Config => ({
  ...config,
  custom: { ...config.custom, shopSales: service } satisfies WithTicketSales,
})

export const offerTicketSeller = (config: Config, service: TicketSeller): Config => ({
  ...config,
  custom: { ...config.custom, ticketSeller: service } satisfies WithTicketSales,
})

export const shopSales = (payload: Pick<Payload, 'config'>): ShopSales | null =>
  custom(payload)?.shopSales ?? null

export const ticketSeller = (payload: Pick<Payload, 'config'>): TicketSeller | null =>
  custom(payload)?.ticketSeller ?? null
