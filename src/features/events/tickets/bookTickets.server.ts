import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { readSalon } from '@/lib/salonMail'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { EventTicket } from '@/payload-types'

import { bookingKeyHash, newBookingKey } from './bookingKey.server'
import { PLACES_TAKEN } from '../collections/ticketHooks'
import type { EventView, TicketTypeView } from '../eventData.server'
import { bookingNotice, ticketsMail } from '../eventMails.server'
import { givePlacesBack, takePlaces } from './places.server'
import type { TicketOrder } from './ticketForm'

export type Booked = { key: string; tickets: EventTicket[] }

const SALE_NOTICES: Record<string, string> = {
  not_yet: 'Der Verkauf für diese Kartenart hat noch nicht begonnen.',
  over: 'Der Verkauf für diese Kartenart ist beendet.',
  cancelled: 'Diese Veranstaltung ist abgesagt.',
}

/** The places are gone (taken by others since the page was read). */
export const soldOut = (quantity: number) =>
  refusal(
    409,
    'sold_out',
    'Not enough places left.',
    quantity === 1
      ? 'Der letzte Platz ist gerade vergeben worden. Tragen Sie sich gern in die Warteliste ein.'
      : 'So viele Plätze sind nicht mehr frei. Bitte wählen Sie weniger Karten.',
  )

/** Why a ticket type cannot be booked now, or null. */
export function saleRefusal(type: TicketTypeView): VisitorRefusal | null {
  if (type.sale === 'open') return null
  return refusal(
    409,
    `sale_${type.sale}`,
    `Tickets are not on sale (${type.sale}).`,
    SALE_NOTICES[type.sale]!,
  )
}

type TicketFields = Pick<EventTicket, 'status'> &
  Partial<Pick<EventTicket, 'bookingKeyHash' | 'cartRef' | 'heldUntil'>>

/**
 * Takes every place at once (or none), then writes one ticket per attendee. If writing fails,
 * the tickets written so far are removed and the places given back, so a failed booking never
 * holds a place. Null when the places are gone.
 */
export async function writeTickets(
  payload: Payload,
  view: EventView,
  type: TicketTypeView,
  order: TicketOrder,
  fields: TicketFields,
): Promise<EventTicket[] | null> {
  const event = view.event
  if (!(await takePlaces(payload, event.id, type.id, order.quantity))) return null
  const written: EventTicket[] = []
  try {
    for (const attendeeName of order.names)
      written.push(
        await payload.create({
          collection: COLLECTIONS.eventTickets,
          data: {
            event: event.id,
            ticketType: type.id,
            ticketTypeName: type.name,
            attendeeName,
            email: order.email,
            priceCents: type.priceCents,
            answers: order.answers.filter((entry) => entry.answer),
            ...fields,
          },
          overrideAccess: true,
          context: { [PLACES_TAKEN]: true },
        }),
      )
  } catch (error) {
    for (const ticket of written)
      await payload.delete({
        collection: COLLECTIONS.eventTickets,
        id: ticket.id,
        overrideAccess: true,
        context: { [PLACES_TAKEN]: true },
      })
    await givePlacesBack(payload, event.id, type.id, order.quantity)
    throw error
  }
  return written
}

/**
 * Books tickets to be paid on site (or free ones): a ticket with a price is „Nicht bezahlt“ until
 * the salon takes the money. Tickets sold through the shop's checkout are held instead
 * (ticketSales.server.ts).
 */
export async function bookTickets(
  payload: Payload,
  view: EventView,
  type: TicketTypeView,
  order: TicketOrder,
): Promise<Booked | VisitorRefusal> {
  const key = newBookingKey()
  const written = await writeTickets(payload, view, type, order, {
    status: type.priceCents > 0 ? 'unpaid' : 'valid',
    bookingKeyHash: bookingKeyHash(key),
  })
  if (!written) return soldOut(order.quantity)
  await mailTickets(payload, view, order.email, written, key)
  return { key, tickets: written }
}

/**
 * The tickets by mail (with PDF and calendar file) and, unless `notice` is false, the salon's
 * notice of the booking: tickets bought in a shop order are announced to the salon once, when
 * they are paid, not again when they were reserved.
 */
export async function mailTickets(
  payload: Payload,
  view: EventView,
  email: string,
  tickets: EventTicket[],
  key: string | null,
  orderNumber?: string,
  notice = true,
) {
  try {
    const salon = await readSalon(payload)
    const printed = tickets.map((ticket) => ({
      code: ticket.code ?? '',
      attendeeName: ticket.attendeeName,
      ticketTypeName: ticket.ticketTypeName ?? '',
      paid: ticket.status === 'valid',
      priceCents: ticket.priceCents ?? 0,
    }))
    const mails = [
      await ticketsMail(salon, view.event, view.place, email, printed, key, orderNumber),
      notice
        ? bookingNotice(
            salon,
            view.event,
            tickets.map((ticket) => ticket.attendeeName),
            email,
          )
        : null,
    ].filter((mail) => mail !== null)
    await mailService(payload).send(payload, mails)
  } catch (error) {
    // The tickets stand; the booking page shows them and the outbox state.
    payload.logger.error(`Event tickets for ${email}: mails could not be stored: ${String(error)}`)
  }
}
