import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeDeleteHook,
} from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { revalidatePublicPaths } from '@/lib/revalidate'
import type { Event } from '@/payload-types'

import { EVENT_PATHS } from '../eventPaths'
import { syncPlaces } from '../tickets/places.server'

export const syncPlacesAfterChange: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  await syncPlaces(req.payload, doc, operation === 'update' ? previousDoc : undefined, req)
  return doc
}

/** The list, the past events and the event's own page (its old address too). */
export const eventPagePaths = (...slugs: Array<string | null | undefined>) => [
  EVENT_PATHS.list,
  EVENT_PATHS.past,
  ...[...new Set(slugs.filter((slug): slug is string => Boolean(slug)))].map(EVENT_PATHS.detail),
]

export const expireEventPages: CollectionAfterChangeHook<Event> &
  CollectionAfterDeleteHook<Event> = async (args) => {
  const { doc, req, context } = args
  const previous = 'previousDoc' in args ? args.previousDoc : undefined
  await revalidatePublicPaths(eventPagePaths(doc.slug, previous?.slug), {
    context,
    logger: req.payload.logger,
  })
  return doc
}

/**
 * An event whose tickets still hold places is not deleted: its attendees would keep tickets to
 * nothing. Cancelled tickets, the counters and the waiting list go with the event.
 */
export const refuseDeleteWithTickets: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const held = await req.payload.count({
    collection: COLLECTIONS.eventTickets,
    where: { and: [{ event: { equals: id } }, { status: { not_equals: 'cancelled' } }] },
    overrideAccess: true,
    req,
  })
  if (held.totalDocs > 0)
    throw new APIError(
      `Diese Veranstaltung hat noch ${held.totalDocs} gültige Karte(n). Bitte zuerst absagen und die Karten stornieren.`,
      409,
      null,
      true,
    )
  for (const collection of [
    COLLECTIONS.eventTickets,
    COLLECTIONS.eventPlaces,
    COLLECTIONS.eventWaitlist,
  ] as const)
    await req.payload.delete({
      collection,
      where: { event: { equals: id } },
      overrideAccess: true,
      req,
    })
}
