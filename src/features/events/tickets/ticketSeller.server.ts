import type { Payload, PayloadRequest } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import type { HeldTickets, TicketOrder, TicketSeller } from '@/contracts/ticketSales'
import { claimRow } from '@/lib/payload/claimRow'
import { relationId } from '@/lib/relationId'
import { readSalon } from '@/lib/salonMail'
import type { Event, EventTicket } from '@/payload-types'

import { bookingKeyHash, newBookingKey } from './bookingKey.server'
import { mailTickets } from './bookTickets.server'
import { eventBySlug } from '../eventData.server'
import { cancelledMail } from '../eventMails.server'
import { EVENT_PATHS } from '../eventPaths'
import { dropHeld } from './holdTickets.server'
import { clock } from '@/lib/clock'

const HOLD_OVER =
  'Die Reservierung dieser Karten ist abgelaufen. Bitte entfernen Sie die Zeile und buchen Sie auf der Seite der Veranstaltung neu.'

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})

const eventOf = (ticket: EventTicket) => ticket.event as Event

/** Tickets of these cart references (with their events), in one status. */
async function ticketsOfRefs(payload: Payload, refs: string[], status: EventTicket['status']) {
  if (refs.length === 0) return []
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: { and: [{ cartRef: { in: refs } }, { status: { equals: status } }] },
    sort: 'id',
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

const byRef = (tickets: EventTicket[]) => {
  const groups = new Map<string, EventTicket[]>()
  for (const ticket of tickets)
    groups.set(ticket.cartRef ?? '', [...(groups.get(ticket.cartRef ?? '') ?? []), ticket])
  return groups
}

/**
 * The owner's maximum per order counts over the whole cart: two holds of two for a type with a
 * maximum of three cannot be ordered together.
 */
function overMaximum(groups: Map<string, EventTicket[]>): Set<string> {
  const totals = new Map<string, { count: number; max: number; refs: string[] }>()
  for (const [ref, tickets] of groups) {
    const first = tickets[0]!
    const type = eventOf(first).ticketTypes?.find((entry) => entry.id === first.ticketType)
    const key = `${relationId(first.event)}:${first.ticketType}`
    const total = totals.get(key) ?? { count: 0, max: type?.maxPerOrder ?? Infinity, refs: [] }
    total.count += tickets.length
    total.refs.push(ref)
    totals.set(key, total)
  }
  return new Set(
    [...totals.values()].filter((total) => total.count > total.max).flatMap((total) => total.refs),
  )
}

function heldView(tickets: EventTicket[], now: Date, tooMany: boolean): HeldTickets {
  const first = tickets[0]!
  const event = eventOf(first)
  const until = new Date(first.heldUntil ?? 0)
  const max = event.ticketTypes?.find((entry) => entry.id === first.ticketType)?.maxPerOrder
  return {
    title: `${event.title} – ${first.ticketTypeName ?? 'Karte'}`,
    detail: `für ${tickets.map((ticket) => ticket.attendeeName).join(', ')} · reserviert bis ${timeFormat.format(until)} Uhr`,
    quantity: tickets.length,
    unitPriceCents: first.priceCents ?? 0,
    noWithdrawal: event.noWithdrawal !== false,
    url: EVENT_PATHS.detail(event.slug ?? ''),
    problem:
      event.status === 'cancelled'
        ? `„${event.title}“ ist abgesagt. Bitte entfernen Sie die Karten aus dem Warenkorb.`
        : until < now
          ? HOLD_OVER
          : tooMany
            ? `Je Bestellung sind höchstens ${max} Karten „${first.ticketTypeName}“ für „${event.title}“ möglich. Bitte entfernen Sie eine der Zeilen.`
            : null,
  }
}

/** Sets tickets from one status to another, each only if it still has the first. */
async function moveTickets(
  payload: Payload,
  tickets: EventTicket[],
  from: EventTicket['status'],
  set: Record<string, string | null>,
): Promise<EventTicket[]> {
  const moved: EventTicket[] = []
  for (const ticket of tickets)
    if (
      await claimRow(payload, {
        table: 'event_tickets',
        id: ticket.id,
        expect: { status: from },
        set,
      })
    )
      moved.push(ticket)
  return moved
}

async function claim(payload: Payload, refs: string[]): Promise<string | null> {
  const held = byRef(await ticketsOfRefs(payload, refs, 'held'))
  if (refs.some((ref) => !held.has(ref))) return HOLD_OVER
  const tickets = [...held.values()].flat()
  const claimed = await moveTickets(payload, tickets, 'held', {
    status: 'unpaid',
    held_until: null,
  })
  if (claimed.length === tickets.length) return null
  await moveTickets(payload, claimed, 'unpaid', { status: 'held' })
  return HOLD_OVER
}

async function unclaim(payload: Payload, refs: string[]) {
  const tickets = (await ticketsOfRefs(payload, refs, 'unpaid')).filter((t) => !t.orderNumber)
  const until = new Date(clock.ms() + 5 * 60_000).toISOString()
  await moveTickets(payload, tickets, 'unpaid', { status: 'held', held_until: until })
}

/**
 * The order is written: its tickets learn the number. Paid by transfer, each booking goes out
 * at once as reserved, with its link (the payment may take days); paid online, nothing goes out
 * until the payment is in (orderStatusChanged), so she gets one mail with valid tickets.
 */
async function placed(payload: Payload, order: TicketOrder) {
  const groups = byRef(await ticketsOfRefs(payload, order.refs, 'unpaid'))
  for (const tickets of groups.values()) {
    const key = newBookingKey()
    const updated: EventTicket[] = []
    for (const ticket of tickets)
      updated.push(
        await payload.update({
          collection: COLLECTIONS.eventTickets,
          id: ticket.id,
          data: { order: order.id, orderNumber: order.number, bookingKeyHash: bookingKeyHash(key) },
          overrideAccess: true,
          depth: 0,
        }),
      )
    const view = await eventBySlug(payload, eventOf(tickets[0]!).slug ?? '')
    if (view && !order.online)
      await mailTickets(payload, view, tickets[0]!.email, updated, key, order.number, false)
  }
}

async function ticketsOfOrder(payload: Payload, orderId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: { order: { equals: orderId } },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * Paid (or completed): the reserved tickets become valid and come again by mail as valid ones.
 * Cancelled: every ticket of the order goes, its place to the waiting list. Withdrawn: only the
 * tickets of events with a right of withdrawal (a professional course); the others stay sold.
 */
async function orderStatusChanged(payload: Payload, order: TicketOrder, req?: PayloadRequest) {
  const tickets = await ticketsOfOrder(payload, order.id, req)
  const paid = order.status === 'paid' || order.status === 'completed'
  const ending =
    order.status === 'cancelled' ||
    (order.status === 'withdrawn' && tickets.some((ticket) => !eventOf(ticket).noWithdrawal))
  if (!paid && !ending) return
  const chosen = tickets.filter((ticket) =>
    paid
      ? ticket.status === 'unpaid'
      : ticket.status !== 'cancelled' &&
        (order.status === 'cancelled' || !eventOf(ticket).noWithdrawal),
  )
  const changed: EventTicket[] = []
  for (const ticket of chosen)
    changed.push(
      await payload.update({
        collection: COLLECTIONS.eventTickets,
        id: ticket.id,
        data: { status: paid ? 'valid' : 'cancelled' },
        overrideAccess: true,
        depth: 1,
        req,
      }),
    )
  if (changed.length) await tellAttendees(payload, changed, paid, order, req)
}

/**
 * A new link for tickets paid online, whose first mail is this one: only the hash is kept, so
 * the link made when the order was placed is gone.
 */
async function newLinkFor(payload: Payload, tickets: EventTicket[], req?: PayloadRequest) {
  const key = newBookingKey()
  for (const ticket of tickets)
    await payload.update({
      collection: COLLECTIONS.eventTickets,
      id: ticket.id,
      data: { bookingKeyHash: bookingKeyHash(key) },
      overrideAccess: true,
      depth: 0,
      // In the status change's transaction: its rows are locked until it ends.
      req,
    })
  return key
}

/** Per event: the valid tickets by mail, or the word that they are cancelled. */
async function tellAttendees(
  payload: Payload,
  tickets: EventTicket[],
  paid: boolean,
  order: TicketOrder,
  req?: PayloadRequest,
) {
  const events = new Map<number, EventTicket[]>()
  for (const ticket of tickets)
    events.set(eventOf(ticket).id, [...(events.get(eventOf(ticket).id) ?? []), ticket])
  for (const group of events.values()) {
    const event = eventOf(group[0]!)
    const email = group[0]!.email
    if (paid) {
      const view = await eventBySlug(payload, event.slug ?? '')
      const number = group[0]!.orderNumber ?? undefined
      const key = view && order.online ? await newLinkFor(payload, group, req) : null
      if (view) await mailTickets(payload, view, email, group, key, number)
    } else {
      const salon = await readSalon(payload)
      const names = group.map((ticket) => ticket.attendeeName)
      await mailService(payload).send(payload, [cancelledMail(salon, event, email, names)])
    }
  }
}

async function release(payload: Payload, ref: string) {
  await dropHeld(payload, await ticketsOfRefs(payload, [ref], 'held'))
}

/** What the events feature offers the shop (contracts/ticketSales.ts). */
export const ticketSellerService: TicketSeller = {
  async held(payload, refs) {
    const now = clock.now()
    const groups = byRef(await ticketsOfRefs(payload, refs, 'held'))
    const tooMany = overMaximum(groups)
    return new Map(
      [...groups].map(([ref, tickets]) => [ref, heldView(tickets, now, tooMany.has(ref))]),
    )
  },
  claim,
  unclaim,
  placed,
  orderStatusChanged,
  release,
}
