import type { Endpoint, PayloadRequest } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { jsonError } from '@/lib/http'
import { readSalon } from '@/lib/salonMail'

import { attendeeNotice } from '../eventMails.server'

const idOf = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** `base`, or `base-2`, `base-3` … whichever no event has yet. */
async function freeSlug(req: PayloadRequest, base: string): Promise<string> {
  const { docs } = await req.payload.find({
    collection: COLLECTIONS.events,
    where: { slug: { like: base } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { slug: true },
  })
  const taken = new Set(docs.map((doc) => doc.slug))
  let candidate = base
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`
  return candidate
}

/**
 * POST /api/events/:id/copy: the same event as a hidden draft („… (Kopie)“), with its ticket
 * types but none of its tickets, for the next date of a workshop.
 */
export const copyEventEndpoint: Endpoint = {
  path: '/:id/copy',
  method: 'post',
  handler: async (req) => {
    if (!isStaffRequest(req)) return jsonError(403, 'forbidden', 'Only staff may copy events.')
    const id = idOf(req)
    const event = id
      ? await req.payload
          .findByID({ collection: COLLECTIONS.events, id, depth: 0 })
          .catch(() => null)
      : null
    if (!event) return jsonError(404, 'not_found', 'No such event.')
    const copy = await req.payload.create({
      collection: COLLECTIONS.events,
      data: {
        title: `${event.title} (Kopie)`,
        slug: await freeSlug(req, `${event.slug ?? 'veranstaltung'}-kopie`),
        published: false,
        status: 'planned',
        start: event.start,
        end: event.end,
        place: {
          kind: event.place?.kind ?? 'salon',
          name: event.place?.name,
          address: event.place?.address,
        },
        picture: event.picture,
        summary: event.summary,
        description: event.description,
        organiser: event.organiser,
        noWithdrawal: event.noWithdrawal,
        cancelHours: event.cancelHours,
        ticketTypes: (event.ticketTypes ?? []).map((type) => ({
          name: type.name,
          priceCents: type.priceCents,
          capacity: type.capacity,
          maxPerOrder: type.maxPerOrder,
          saleStart: type.saleStart,
          saleEnd: type.saleEnd,
          questions: (type.questions ?? []).map((entry) => ({
            question: entry.question,
            required: entry.required,
          })),
        })),
      },
      req,
    })
    return Response.json({ id: copy.id }, { status: 201 })
  },
}

/** POST /api/events/:id/notify `{subject, message}`: one mail per attendee address, via the outbox. */
export const notifyAttendeesEndpoint: Endpoint = {
  path: '/:id/notify',
  method: 'post',
  handler: async (req) => {
    if (!isStaffRequest(req)) return jsonError(403, 'forbidden', 'Only staff may notify attendees.')
    const id = idOf(req)
    const body = (await req.json?.().catch(() => null)) as {
      subject?: unknown
      message?: unknown
    } | null
    const subject = typeof body?.subject === 'string' ? body.subject.trim().slice(0, 200) : ''
    const message = typeof body?.message === 'string' ? body.message.trim().slice(0, 10_000) : ''
    if (!subject || !message)
      return jsonError(
        400,
        'invalid_fields',
        'Send {"subject": "…", "message": "…"}, both not empty.',
      )
    const event = id
      ? await req.payload
          .findByID({ collection: COLLECTIONS.events, id, depth: 0 })
          .catch(() => null)
      : null
    if (!event) return jsonError(404, 'not_found', 'No such event.')
    const { docs } = await req.payload.find({
      collection: COLLECTIONS.eventTickets,
      // Not the tickets waiting in a cart: nobody has booked them yet.
      where: { and: [{ event: { equals: event.id } }, { status: { not_equals: 'held' } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { email: true, status: true },
    })
    // Cancelled tickets too: an attendee who gave her place back still wants to hear of a cancellation.
    const addresses = [...new Set(docs.map((ticket) => ticket.email))]
    const salon = await readSalon(req.payload)
    await mailService(req.payload).send(
      req.payload,
      addresses.map((email) => attendeeNotice(salon, event, email, subject, message)),
    )
    req.payload.logger.info(`Event ${event.id}: notice stored for ${addresses.length} attendees`)
    return Response.json({ mails: addresses.length })
  },
}
