import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { revalidatePublicPaths } from '@/lib/revalidate'
import type { EventTicket } from '@/payload-types'

import { holdsPlace } from '../eventStatus'
import { givePlacesBack, takePlaces } from '../tickets/places.server'
import { optionalRelationId, relationId } from '@/lib/relationId'
import { newTicketCode } from '../tickets/ticketCodes'
import { offerFreedPlaces } from '../tickets/waitlist.server'
import { eventPagePaths } from './eventHooks'

/** Set by the booking, which took the places of all its tickets at once. */
export const PLACES_TAKEN = 'eventPlacesTaken'

/**
 * Every ticket that holds a place took it: a ticket the owner adds in the admin, or one she
 * brings back from „Storniert“, takes a place as a booking does, and is refused when none is left.
 */
export const takePlaceBeforeChange: CollectionBeforeChangeHook<EventTicket> = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (operation === 'create' && !data.code) data.code = newTicketCode()
  const event = optionalRelationId(data.event ?? originalDoc?.event)
  const ticketType = data.ticketType ?? originalDoc?.ticketType
  const nowHolds = holdsPlace(data.status ?? originalDoc?.status)
  const heldBefore = operation === 'update' && holdsPlace(originalDoc?.status)
  if (operation === 'update' && (data.event || data.ticketType))
    if (
      optionalRelationId(data.event ?? originalDoc?.event) !==
        optionalRelationId(originalDoc?.event) ||
      (data.ticketType ?? originalDoc?.ticketType) !== originalDoc?.ticketType
    )
      throw new APIError('Veranstaltung und Kartenart einer Karte bleiben fest.', 400, null, true)
  if (nowHolds && !heldBefore && !context[PLACES_TAKEN]) {
    if (!event || !ticketType || !(await takePlaces(req.payload, event, ticketType, 1, req)))
      throw new APIError('Für diese Kartenart ist kein Platz mehr frei.', 409, null, true)
  }
  return data
}

export const freePlaceAfterChange: CollectionAfterChangeHook<EventTicket> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  const freed = operation === 'update' && holdsPlace(previousDoc?.status) && !holdsPlace(doc.status)
  const event = relationId(doc.event)
  if (freed) {
    await givePlacesBack(req.payload, event, doc.ticketType, 1, req)
    await offerFreedPlaces(req.payload, event, doc.ticketType, 1, req)
  }
  if (freed || operation === 'create') await expireEventOf(doc, req, context)
  return doc
}

export const freePlaceAfterDelete: CollectionAfterDeleteHook<EventTicket> = async ({
  doc,
  req,
  context,
}) => {
  // The booking that wrote it gives the places back itself.
  if (!holdsPlace(doc.status) || context[PLACES_TAKEN]) return doc
  const event = relationId(doc.event)
  // The whole event is being deleted (its counters go with it): nothing to give back.
  const counter = await req.payload.count({
    collection: COLLECTIONS.eventPlaces,
    where: { event: { equals: event } },
    overrideAccess: true,
    req,
  })
  if (counter.totalDocs > 0) {
    await givePlacesBack(req.payload, event, doc.ticketType, 1, req)
    await offerFreedPlaces(req.payload, event, doc.ticketType, 1, req)
    await expireEventOf(doc, req, context)
  }
  return doc
}

async function expireEventOf(
  doc: EventTicket,
  req: Parameters<CollectionAfterDeleteHook>[0]['req'],
  context: Record<string, unknown>,
) {
  const event = await req.payload
    .findByID({ collection: COLLECTIONS.events, id: relationId(doc.event), depth: 0, req })
    .catch(() => null)
  if (event)
    await revalidatePublicPaths(eventPagePaths(event.slug), { context, logger: req.payload.logger })
}
