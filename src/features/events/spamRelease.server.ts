import type { SpamHandling } from '@/contracts/spamReview'

import { bookTickets, saleRefusal, soldOut } from './tickets/bookTickets.server'
import { addToWaitlist, targetOf } from './tickets/ticketEndpoint.server'
import { readTicketForm, readWaitlistForm } from './tickets/ticketForm'

const notReleased = (note: string) => ({ released: false, note })

/**
 * A held ticket registration released by the owner: the kept form goes through the normal
 * booking, checked again. Tickets with a price are reserved to be paid on site (the visitor's
 * cart is long gone); a held waiting-list entry joins the list.
 */
export const ticketSpamHandling: SpamHandling = {
  release: async (payload, data) => {
    const fields = new URLSearchParams(String(data.fields ?? ''))
    const target = await targetOf(payload, fields)
    if ('status' in target) return notReleased(target.notice)
    const { view, type } = target
    if (data.waitlist === true) {
      const entry = readWaitlistForm(fields)
      if (Object.keys(entry.errors).length > 0)
        return notReleased(`Unvollständige Angaben: ${Object.values(entry.errors).join(' ')}`)
      await addToWaitlist(payload, view, type, entry)
      return { released: true, note: `${entry.email} steht auf der Warteliste für ${type.name}.` }
    }
    const { order, errors } = readTicketForm(fields, type, type.maxPerOrder)
    const closed = saleRefusal(type) ?? (type.left <= 0 ? soldOut(1) : null)
    if (closed) return notReleased(closed.notice)
    if (Object.keys(errors).length > 0)
      return notReleased(`Unvollständige Angaben: ${Object.values(errors).join(' ')}`)
    const booked = await bookTickets(payload, view, type, order)
    if ('status' in booked) return notReleased(booked.notice)
    return {
      released: true,
      note: `${booked.tickets.length} Karte(n) für „${view.event.title}“ gebucht${
        type.priceCents > 0 ? ' (Zahlung vor Ort)' : ''
      } und an ${order.email} geschickt.`,
    }
  },
}
