import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { readSalon, type Salon } from '@/lib/salonMail'
import type { Event, Media } from '@/payload-types'

import { bookingLimit, isPast, saleState, type SaleState } from './eventRules'
import { placesLeftOf, type TicketType } from './tickets/places.server'
import { clock } from '@/lib/clock'

export type TicketTypeView = {
  id: string
  name: string
  priceCents: number
  left: number
  /** The most tickets one booking may take now (0 when none). */
  limit: number
  /** The owner's maximum per booking, whatever is left. */
  maxPerOrder: number
  sale: SaleState
  saleStart: string | null
  questions: Array<{ question: string; required: boolean }>
}

export type EventView = {
  event: Event
  picture: Media | null
  place: { name: string; address: string }
  organiser: string
  types: TicketTypeView[]
  left: number
  past: boolean
}

const typeView = (event: Event, type: TicketType, left: number, now: Date): TicketTypeView => {
  const sale = saleState(event, type, now)
  return {
    id: type.id ?? '',
    name: type.name,
    priceCents: type.priceCents,
    left,
    limit: sale === 'open' ? bookingLimit(type.maxPerOrder, left) : 0,
    maxPerOrder: type.maxPerOrder,
    sale,
    saleStart: type.saleStart ?? null,
    questions: (type.questions ?? []).map((entry) => ({
      question: entry.question,
      required: Boolean(entry.required),
    })),
  }
}

export function placeOf(event: Event, salon: Salon) {
  if (event.place?.kind === 'other')
    return { name: event.place.name ?? '', address: event.place.address ?? '' }
  return { name: salon.name, address: salon.address }
}

function viewsOf(events: Event[], left: Map<string, number>, salon: Salon, now = clock.now()) {
  return events.map((event): EventView => {
    const types = (event.ticketTypes ?? []).map((type) =>
      typeView(event, type, left.get(type.id ?? '') ?? 0, now),
    )
    return {
      event,
      picture: typeof event.picture === 'object' ? (event.picture ?? null) : null,
      place: placeOf(event, salon),
      organiser: event.organiser || salon.name,
      types,
      left: types.reduce((sum, type) => sum + type.left, 0),
      past: isPast(event, now),
    }
  })
}

/** Published events, upcoming (soonest first) or past (latest first). */
export async function listEvents(
  payload: Payload,
  when: 'upcoming' | 'past',
): Promise<EventView[]> {
  const now = clock.now().toISOString()
  const { docs } = await payload.find({
    collection: COLLECTIONS.events,
    where: {
      and: [
        { published: { equals: true } },
        when === 'upcoming' ? { end: { greater_than_equal: now } } : { end: { less_than: now } },
      ],
    },
    sort: when === 'upcoming' ? 'start' : '-start',
    depth: 1,
    limit: 100,
    overrideAccess: false,
  })
  const [left, salon] = await Promise.all([
    placesLeftOf(
      payload,
      docs.map((doc) => doc.id),
    ),
    readSalon(payload),
  ])
  return viewsOf(docs, left, salon)
}

/** One published event by its address, or null. */
export async function eventBySlug(payload: Payload, slug: string): Promise<EventView | null> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.events,
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  if (!docs[0]) return null
  const [left, salon] = await Promise.all([placesLeftOf(payload, [docs[0].id]), readSalon(payload)])
  return viewsOf(docs, left, salon)[0]!
}

/** The addresses of every published event, for the sitemap. */
export async function listEventPaths(payload: Payload) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.events,
    where: { published: { equals: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs
}
