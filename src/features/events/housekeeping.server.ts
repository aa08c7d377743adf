import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'

export const ERASED_NAME = 'gelöscht'
/** A syntactically valid address that reaches nobody (RFC 2606 `.invalid`). */
export const ERASED_EMAIL = 'geloescht@anonym.invalid'

const MONTH = 30 * 86_400_000

/**
 * DSGVO, data minimisation: the attendees' names, e-mail addresses and answers of an event are
 * deleted the set months after it ended (each event's „Teilnehmerdaten löschen nach“); the
 * tickets stay as counts for the salon. Waiting lists of ended events are deleted at once.
 */
export async function eventsHousekeeping(payload: Payload, now = clock.now()) {
  const { docs: ended } = await payload.find({
    collection: COLLECTIONS.events,
    where: { end: { less_than: now.toISOString() } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { end: true, keepAttendeesMonths: true },
    overrideAccess: true,
  })
  let anonymised = 0
  let waitlist = 0
  for (const event of ended) {
    const waiting = await payload.delete({
      collection: COLLECTIONS.eventWaitlist,
      where: { event: { equals: event.id } },
      overrideAccess: true,
      depth: 0,
    })
    waitlist += waiting.docs.length
    const due = new Date(event.end).getTime() + (event.keepAttendeesMonths ?? 6) * MONTH
    if (due > now.getTime()) continue
    anonymised += await anonymiseTickets(payload, { event: { equals: event.id } })
  }
  if (anonymised > 0 || waitlist > 0)
    payload.logger.info(
      `Events: ${anonymised} attendees of past events anonymised, ${waitlist} waiting-list entries deleted`,
    )
  return { anonymised, waitlist }
}

/** Removes name, e-mail and answers of the tickets `where` finds (not yet removed). */
export async function anonymiseTickets(payload: Payload, where: Record<string, unknown>) {
  const { docs } = await payload.update({
    collection: COLLECTIONS.eventTickets,
    where: { and: [where, { email: { not_equals: ERASED_EMAIL } }] } as never,
    data: { attendeeName: ERASED_NAME, email: ERASED_EMAIL, answers: [] },
    overrideAccess: true,
    depth: 0,
    limit: 10_000,
    context: { disableRevalidate: true },
  })
  return docs.length
}
