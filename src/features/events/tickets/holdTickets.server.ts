import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { shopSales } from '@/contracts/ticketSales'
import { claimRow } from '@/lib/payload/claimRow'
import { relationId } from '@/lib/relationId'
import { revalidatePublicPaths } from '@/lib/revalidate'
import type { VisitorRefusal } from '@/lib/visitorAnswer'
import type { EventTicket } from '@/payload-types'

import { soldOut, writeTickets } from './bookTickets.server'
import { eventPagePaths } from '../collections/eventHooks'
import { HOLD_MINUTES } from '../eventRules'
import { PLACES_TAKEN } from '../collections/ticketHooks'
import type { EventView, TicketTypeView } from '../eventData.server'
import { givePlacesBack } from './places.server'
import type { TicketOrder } from './ticketForm'
import { offerFreedPlaces } from './waitlist.server'
import { clock } from '@/lib/clock'

/** The article number of a ticket type's hidden shop product. */
export const ticketSku = (eventId: number, typeId: string) => `event-${eventId}-${typeId}`

/** The shop is there and takes Vorkasse or payment on site: tickets with a price go through it. */
export async function shopTakesTickets(payload: Payload): Promise<boolean> {
  const shop = shopSales(payload)
  return shop !== null && (await shop.sellsTickets(payload))
}

export const soldThroughShop = async (payload: Payload, type: TicketTypeView) =>
  type.priceCents > 0 && (await shopTakesTickets(payload))

/**
 * Puts tickets with a price into the shop's cart: the places are taken now (as a booking takes
 * them, all or none) and held for HOLD_MINUTES under a random reference that the cart line
 * carries; the order binds them (ticketSeller.server.ts), an expired hold gives them back.
 */
export async function holdTickets(
  payload: Payload,
  request: Request,
  view: EventView,
  type: TicketTypeView,
  order: TicketOrder,
): Promise<{ location: string; setCookie: string; tickets: EventTicket[] } | VisitorRefusal> {
  const shop = shopSales(payload)!
  const event = view.event
  const productId = await shop.ticketProduct(payload, {
    sku: ticketSku(event.id, type.id),
    title: `${event.title} – ${type.name}`,
    priceCents: type.priceCents,
    noWithdrawal: event.noWithdrawal !== false,
  })
  const ref = randomBytes(15).toString('hex')
  const tickets = await writeTickets(payload, view, type, order, {
    status: 'held',
    cartRef: ref,
    heldUntil: new Date(clock.ms() + HOLD_MINUTES * 60_000).toISOString(),
  })
  if (!tickets) return soldOut(order.quantity)
  const setCookie = shop.cartCookieWith(request, { productId, ref, quantity: tickets.length })
  return { location: shop.cartPath, setCookie, tickets }
}

/**
 * Gives the places of held tickets back and removes them. Each is first taken from „held“ in one
 * conditional update, so a hold that an order claims at the same moment is never dropped under
 * it; then the places, the waiting list and the event's cached pages follow.
 */
export async function dropHeld(payload: Payload, tickets: EventTicket[]): Promise<number> {
  const freed = new Map<string, { event: number; type: string; count: number }>()
  for (const ticket of tickets) {
    const mine = await claimRow(payload, {
      table: 'event_tickets',
      id: ticket.id,
      expect: { status: 'held' },
      set: { status: 'cancelled' },
    })
    if (!mine) continue
    const event = relationId(ticket.event)
    const key = `${event}:${ticket.ticketType}`
    const entry = freed.get(key) ?? { event, type: ticket.ticketType, count: 0 }
    entry.count += 1
    freed.set(key, entry)
    await givePlacesBack(payload, event, ticket.ticketType, 1)
    await payload.delete({
      collection: COLLECTIONS.eventTickets,
      id: ticket.id,
      overrideAccess: true,
      context: { [PLACES_TAKEN]: true },
    })
  }
  for (const { event, type, count } of freed.values()) {
    await offerFreedPlaces(payload, event, type, count)
    const doc = await payload
      .findByID({ collection: COLLECTIONS.events, id: event, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (doc) await revalidatePublicPaths(eventPagePaths(doc.slug), { logger: payload.logger })
  }
  return [...freed.values()].reduce((sum, entry) => sum + entry.count, 0)
}

/** Holds whose time ran out without an order: run with every queue run (each minute). */
export async function releaseExpiredHolds(payload: Payload, now = clock.now()): Promise<number> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: {
      and: [{ status: { equals: 'held' } }, { heldUntil: { less_than: now.toISOString() } }],
    },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  return docs.length ? dropHeld(payload, docs) : 0
}
