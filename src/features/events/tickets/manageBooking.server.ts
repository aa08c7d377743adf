import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { relationId } from '@/lib/relationId'
import { readSalon } from '@/lib/salonMail'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Event, EventTicket } from '@/payload-types'

import { bookingKeyHash, isBookingKey } from './bookingKey.server'
import { cancelledMail } from '../eventMails.server'
import { canCancel } from '../eventRules'
import { clock } from '@/lib/clock'

export type BookingTickets = { event: Event; tickets: EventTicket[] }

/** The tickets of one booking by the key in its link, or null. */
export async function bookingByKey(payload: Payload, key: string): Promise<BookingTickets | null> {
  if (!isBookingKey(key)) return null
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: { bookingKeyHash: { equals: bookingKeyHash(key) } },
    sort: 'createdAt',
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  if (docs.length === 0) return null
  const event = await payload
    .findByID({
      collection: COLLECTIONS.events,
      id: relationId(docs[0]!.event),
      depth: 1,
      overrideAccess: true,
    })
    .catch(() => null)
  return event ? { event, tickets: docs } : null
}

/**
 * Gives back the chosen tickets of a booking (all when none are named) within the owner's
 * cancellation window. Each ticket's own hook frees its place and tells the waiting list.
 */
export async function cancelTickets(
  payload: Payload,
  key: string,
  ticketIds: number[],
): Promise<EventTicket[] | VisitorRefusal> {
  const booking = await bookingByKey(payload, key)
  if (!booking)
    return refusal(
      404,
      'unknown_booking',
      'No booking with this key.',
      'Diese Buchung gibt es nicht.',
    )
  if (!canCancel(booking.event, clock.now()))
    return refusal(
      409,
      'cancel_closed',
      'The cancellation window of this event has closed.',
      'Die Frist zum Stornieren ist abgelaufen. Bitte wenden Sie sich direkt an uns.',
    )
  const chosen = booking.tickets.filter(
    (ticket) =>
      ticket.status !== 'cancelled' && (ticketIds.length === 0 || ticketIds.includes(ticket.id)),
  )
  if (chosen.length === 0)
    return refusal(
      409,
      'nothing_to_cancel',
      'These tickets are cancelled already.',
      'Diese Karten sind bereits storniert.',
    )
  const ordered = chosen.find((ticket) => ticket.orderNumber)
  if (ordered)
    return refusal(
      409,
      'in_order',
      'Tickets bought in a shop order are cancelled with the order, by the salon.',
      `Diese Karten gehören zu Ihrer Bestellung ${ordered.orderNumber}. Zum Stornieren wenden Sie sich bitte an uns.`,
    )
  if (chosen.some((ticket) => ticket.checkedInAt))
    return refusal(
      409,
      'checked_in',
      'A checked-in ticket cannot be cancelled.',
      'Eine Karte, mit der schon eingecheckt wurde, kann nicht storniert werden.',
    )
  const cancelled: EventTicket[] = []
  for (const ticket of chosen)
    cancelled.push(
      await payload.update({
        collection: COLLECTIONS.eventTickets,
        id: ticket.id,
        data: { status: 'cancelled' },
        overrideAccess: true,
      }),
    )
  try {
    const salon = await readSalon(payload)
    await mailService(payload).send(payload, [
      cancelledMail(
        salon,
        booking.event,
        chosen[0]!.email,
        chosen.map((ticket) => ticket.attendeeName),
      ),
    ])
  } catch (error) {
    payload.logger.error(`Event cancellation mail not stored: ${String(error)}`)
  }
  return cancelled
}
