import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE')

/**
 * Which price-list rows can be booked online: a row whose name is the name of a bookable service
 * („Waschen, Schneiden, Föhnen“) gets „Termin buchen“ with that service chosen. Read once per
 * page render; the pages are expired when a bookable service changes.
 */
export async function bookableServiceLookup(
  payload: Payload,
): Promise<(name: string) => number | null> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.bookingServices,
    where: { onlineBookable: { equals: true } },
    depth: 0,
    limit: 200,
    pagination: false,
    select: { name: true },
  })
  const byName = new Map(docs.map((doc) => [keyOf(doc.name), doc.id]))
  return (name) => byName.get(keyOf(name)) ?? null
}
