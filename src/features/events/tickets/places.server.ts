import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { addToColumn, subtractFromColumn, takeFromColumn } from '@/lib/payload/counterColumn'
import type { Event } from '@/payload-types'

type InRequest = Pick<PayloadRequest, 'transactionID'> | undefined

const TABLE = 'event_places'
const COLUMN = 'places_left'

export type TicketType = NonNullable<Event['ticketTypes']>[number]

async function placeRow(payload: Payload, event: number, ticketType: string, req?: InRequest) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventPlaces,
    where: { and: [{ event: { equals: event } }, { ticketType: { equals: ticketType } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0] ?? null
}

/**
 * Takes `count` places of a ticket type in one conditional update: of several visitors booking
 * the last place at the same moment exactly one gets it, on SQLite and PostgreSQL alike.
 */
export async function takePlaces(
  payload: Payload,
  event: number,
  ticketType: string,
  count: number,
  req?: InRequest,
): Promise<boolean> {
  const row = await placeRow(payload, event, ticketType, req)
  if (!row) return false
  return takeFromColumn(payload, { table: TABLE, column: COLUMN, id: row.id, amount: count, req })
}

export async function givePlacesBack(
  payload: Payload,
  event: number,
  ticketType: string,
  count: number,
  req?: InRequest,
): Promise<void> {
  const row = await placeRow(payload, event, ticketType, req)
  if (row)
    await addToColumn(payload, { table: TABLE, column: COLUMN, id: row.id, amount: count, req })
}

/**
 * Follows the owner's capacities: a new ticket type gets its row, a changed capacity moves the
 * count by the difference (never set outright, so bookings made meanwhile are not lost). A
 * capacity lowered below what is sold leaves the count below 0: nothing more is sold.
 */
export async function syncPlaces(
  payload: Payload,
  event: Event,
  previous: Event | undefined,
  req: InRequest,
): Promise<void> {
  for (const type of event.ticketTypes ?? []) {
    if (!type.id) continue
    const row = await placeRow(payload, event.id, type.id, req)
    if (!row) {
      const held = await payload.count({
        collection: COLLECTIONS.eventTickets,
        where: {
          and: [
            { event: { equals: event.id } },
            { ticketType: { equals: type.id } },
            { status: { not_equals: 'cancelled' } },
          ],
        },
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
      await payload.create({
        collection: COLLECTIONS.eventPlaces,
        data: { event: event.id, ticketType: type.id, placesLeft: type.capacity - held.totalDocs },
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
      continue
    }
    const before = previous?.ticketTypes?.find((candidate) => candidate.id === type.id)
    const delta = type.capacity - (before?.capacity ?? type.capacity)
    const target = { table: TABLE, column: COLUMN, id: row.id, req }
    if (delta > 0) await addToColumn(payload, { ...target, amount: delta })
    if (delta < 0) await subtractFromColumn(payload, { ...target, amount: -delta })
  }
}

/** Places left per ticket type id for some events (below 0 counts as none). */
export async function placesLeftOf(
  payload: Payload,
  events: number[],
): Promise<Map<string, number>> {
  if (events.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventPlaces,
    where: { event: { in: events } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.ticketType, Math.max(0, doc.placesLeft)]))
}
