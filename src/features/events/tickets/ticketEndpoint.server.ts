import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import {
  limited,
  namedLimiter,
  readVisitorForm,
  redirectTo,
  refusal,
  refusalAnswer,
  type VisitorRefusal,
  wantsJson,
  heldAnswer,
} from '@/lib/visitorAnswer'
import { detailLines, holdAsSpam } from '@/contracts/spamReview'
import { TRAP_FIELD } from '@/lib/ui/RobotTrap'

import { bookTickets, saleRefusal, soldOut } from './bookTickets.server'
import { type EventView, eventBySlug, type TicketTypeView } from '../eventData.server'
import { EVENT_PATHS } from '../eventPaths'
import { cancelTickets } from './manageBooking.server'
import { holdTickets, soldThroughShop } from './holdTickets.server'
import { readTicketForm, readTicketTarget, readWaitlistForm, type TicketOrder } from './ticketForm'

/** A ticket form is a few hundred bytes; names and answers of 20 tickets fit in 32 KiB. */
export const EVENT_BODY_LIMIT = 32 * 1024

const invalidFields = (errors: Record<string, string>) =>
  refusal(
    400,
    'invalid_fields',
    `Invalid fields: ${Object.keys(errors).join(', ')}.`,
    'Bitte prüfen Sie Ihre Angaben.',
    errors,
  )

const unknownEvent = () =>
  refusal(
    404,
    'unknown_event',
    'No such event or ticket type.',
    'Diese Veranstaltung gibt es nicht (mehr).',
  )

/** The event and ticket type a form names, read fresh from the database. */
export async function targetOf(
  payload: Payload,
  fields: URLSearchParams,
): Promise<{ view: EventView; type: TicketTypeView } | VisitorRefusal> {
  const target = readTicketTarget(fields)
  if (!Number.isSafeInteger(target.event) || target.event <= 0) return unknownEvent()
  const found = await payload.find({
    collection: COLLECTIONS.events,
    where: { and: [{ id: { equals: target.event } }, { published: { equals: true } }] },
    depth: 0,
    limit: 1,
    select: { slug: true },
    overrideAccess: false,
  })
  const slug = found.docs[0]?.slug
  const view = slug ? await eventBySlug(payload, slug) : null
  const type = view?.types.find((candidate) => candidate.id === target.ticketType)
  return view && type ? { view, type } : unknownEvent()
}

/** What every event form does first: the rate limit and a readable body. */
async function readForm(request: Request, name: string, limit: number) {
  const tooMany = await limited(request, namedLimiter(name, limit, 10 * 60_000))
  if (tooMany) return tooMany
  return readVisitorForm(request, EVENT_BODY_LIMIT)
}

/** A form whose hidden field was filled: kept for the owner's review, holding no place. */
async function holdTicketForm(
  request: Request,
  payload: Payload,
  fields: URLSearchParams,
  view: EventView,
  { what, names, waitlist }: { what: string; names: string[]; waitlist: boolean },
) {
  const kept = new URLSearchParams(fields)
  kept.delete(TRAP_FIELD)
  await holdAsSpam(payload, {
    kind: 'tickets',
    reason: 'trap',
    summary: `${what} (${view.event.title})`,
    details: detailLines([
      ['Veranstaltung', view.event.title],
      ['Anmeldung', what],
      ['Namen', names.join(', ')],
      ['E-Mail', kept.get('email')],
    ]),
    email: kept.get('email') ?? '',
    data: { fields: kept.toString(), waitlist },
  })
  return heldAnswer(request, EVENT_PATHS.detail(view.event.slug ?? ''))
}

/** Tickets with a price into the shop's cart, their places held; then on to the cart. */
async function answerHeld(
  request: Request,
  payload: Payload,
  { view, type }: { view: EventView; type: TicketTypeView },
  order: TicketOrder,
  back: string,
): Promise<Response> {
  const held = await holdTickets(payload, request, view, type, order)
  if ('status' in held) return refusalAnswer(request, held, back)
  const headers = { 'set-cookie': held.setCookie }
  if (!wantsJson(request)) return redirectTo(held.location, headers)
  return Response.json(
    { location: held.location, held: held.tickets.length },
    { status: 201, headers: { ...headers, 'cache-control': 'no-store' } },
  )
}

/**
 * POST /api/events/tickets: a registration. Free tickets are valid at once; tickets with a price
 * go into the shop's cart with their places held, paid in the checkout (Vorkasse or on site);
 * without the shop's payment methods they are reserved and paid on site.
 */
export async function handleTicketPost(request: Request, payload: Payload): Promise<Response> {
  const fields = await readForm(request, 'event-tickets', 20)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, EVENT_PATHS.list)
  const target = await targetOf(payload, fields)
  if ('status' in target) return refusalAnswer(request, target, EVENT_PATHS.list)
  const { view, type } = target
  const back = EVENT_PATHS.detail(view.event.slug ?? '')
  // Checked against the owner's maximum: whether the places are still there decides the booking
  // itself, so a visitor who lost the last place to another hears „vergeben“, not „falsch“.
  const { order, errors, bot } = readTicketForm(fields, type, type.maxPerOrder)
  const closed = saleRefusal(type)
  if (closed) return refusalAnswer(request, closed, back)
  if (type.left <= 0) return refusalAnswer(request, soldOut(1), back)
  if (Object.keys(errors).length > 0) return refusalAnswer(request, invalidFields(errors), back)
  if (bot)
    return holdTicketForm(request, payload, fields, view, {
      what: `${order.names[0] ?? order.email}: ${order.quantity} × ${type.name}`,
      names: order.names,
      waitlist: false,
    })
  if (await soldThroughShop(payload, type)) return answerHeld(request, payload, target, order, back)
  const booked = await bookTickets(payload, view, type, order)
  if ('status' in booked) return refusalAnswer(request, booked, back)
  const location = EVENT_PATHS.booking(booked.key)
  if (!wantsJson(request)) return redirectTo(location)
  return Response.json(
    { location, tickets: booked.tickets.map((ticket) => ({ id: ticket.id, code: ticket.code })) },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}

/** POST /api/events/cancel: `key` and optionally `ticket` (repeated); within the window. */
export async function handleCancelPost(request: Request, payload: Payload): Promise<Response> {
  const fields = await readForm(request, 'event-cancel', 30)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, EVENT_PATHS.list)
  const key = fields.get('key') ?? ''
  const back = EVENT_PATHS.booking(key)
  const ids = fields.getAll('ticket').map(Number)
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
    return refusalAnswer(request, invalidFields({ ticket: 'Unbekannte Karte.' }), back)
  const result = await cancelTickets(payload, key, ids)
  if ('status' in result)
    return refusalAnswer(request, result, result.status === 404 ? EVENT_PATHS.list : back)
  if (!wantsJson(request)) return redirectTo(`${back}?storniert=${result.length}`)
  return Response.json(
    { cancelled: result.map((ticket) => ticket.id) },
    { headers: { 'cache-control': 'no-store' } },
  )
}

/** Puts an address on a ticket type's waiting list once; a second time changes nothing. */
export async function addToWaitlist(
  payload: Payload,
  view: EventView,
  type: TicketTypeView,
  entry: { name: string; email: string },
) {
  const existing = await payload.count({
    collection: COLLECTIONS.eventWaitlist,
    where: {
      and: [
        { event: { equals: view.event.id } },
        { ticketType: { equals: type.id } },
        { email: { equals: entry.email } },
      ],
    },
    overrideAccess: true,
  })
  // The same answer whether she was on the list already: nothing to learn about others.
  if (existing.totalDocs === 0)
    await payload
      .create({
        collection: COLLECTIONS.eventWaitlist,
        data: { event: view.event.id, ticketType: type.id, name: entry.name, email: entry.email },
        overrideAccess: true,
      })
      .catch((error: unknown) => {
        // A second post of the same address at the same moment meets the unique index: fine.
        payload.logger.info(`Waitlist entry not added: ${String(error)}`)
      })
}

/** POST /api/events/waitlist: a sold-out ticket type's waiting list. */
export async function handleWaitlistPost(request: Request, payload: Payload): Promise<Response> {
  const fields = await readForm(request, 'event-waitlist', 10)
  if (!(fields instanceof URLSearchParams)) return refusalAnswer(request, fields, EVENT_PATHS.list)
  const target = await targetOf(payload, fields)
  if ('status' in target) return refusalAnswer(request, target, EVENT_PATHS.list)
  const { view, type } = target
  const back = EVENT_PATHS.detail(view.event.slug ?? '')
  const entry = readWaitlistForm(fields)
  if (Object.keys(entry.errors).length > 0)
    return refusalAnswer(request, invalidFields(entry.errors), back)
  if (entry.bot)
    return holdTicketForm(request, payload, fields, view, {
      what: `${entry.name}: Warteliste ${type.name}`,
      names: [entry.name],
      waitlist: true,
    })
  if (type.left > 0 || type.sale !== 'open')
    return refusalAnswer(
      request,
      refusal(
        409,
        'not_sold_out',
        'The waiting list is only for sold-out tickets on sale.',
        type.left > 0
          ? 'Es sind wieder Plätze frei: Sie können direkt buchen.'
          : 'Für diese Kartenart gibt es keine Warteliste mehr.',
      ),
      back,
    )
  await addToWaitlist(payload, view, type, entry)
  if (!wantsJson(request)) return redirectTo(EVENT_PATHS.waitlisted(view.event.slug ?? ''))
  return Response.json(
    { status: 'waiting' },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}
