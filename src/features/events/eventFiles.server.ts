import type { Payload } from 'payload'

import { jsonError } from '@/lib/http'
import { limited, namedLimiter } from '@/lib/visitorAnswer'
import { readSalon } from '@/lib/salonMail'

import { eventCalendar } from './eventCalendar'
import { eventBySlug, placeOf } from './eventData.server'
import { EVENT_PATHS } from './eventPaths'
import { eventWhen } from './eventText'
import { bookingByKey } from './tickets/manageBooking.server'
import { ticketsPdf } from './tickets/ticketPdf.server'

const download = (body: BodyInit, type: string, name: string, cache: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': cache,
    },
  })

/** GET /api/events/calendar/<slug>.ics: „In den Kalender“. Public, like the page. */
export async function handleEventIcs(request: Request, payload: Payload, file: string) {
  const tooMany = await limited(request, namedLimiter('event-calendar', 120, 60_000))
  if (tooMany) return jsonError(429, tooMany.code, tooMany.message)
  const slug = /^([a-z0-9-]{1,120})\.ics$/.exec(file)?.[1]
  const view = slug ? await eventBySlug(payload, slug) : null
  if (!view) return jsonError(404, 'not_found', 'No such event.')
  const salon = await readSalon(payload)
  const url = `${salon.siteUrl}${EVENT_PATHS.detail(view.event.slug ?? '')}`
  return download(
    eventCalendar(view.event, view.place, salon.siteUrl, url),
    'text/calendar; charset=utf-8',
    `${slug}.ics`,
    'public, max-age=300',
  )
}

/** GET /veranstaltungen/buchung/<key>/tickets.pdf: the booking's tickets, one page each. */
export async function handleTicketsPdf(request: Request, payload: Payload, key: string) {
  const tooMany = await limited(request, namedLimiter('event-tickets-pdf', 30, 60_000))
  if (tooMany) return jsonError(429, tooMany.code, tooMany.message)
  const booking = await bookingByKey(payload, key)
  const open = booking?.tickets.filter((ticket) => ticket.status !== 'cancelled') ?? []
  if (!booking || open.length === 0) return jsonError(404, 'not_found', 'No tickets for this link.')
  const salon = await readSalon(payload)
  const place = placeOf(booking.event, salon)
  const pdf = await ticketsPdf(
    {
      title: booking.event.title,
      when: eventWhen(booking.event.start, booking.event.end),
      place: [place.name, place.address].filter(Boolean).join(', '),
      organiser: booking.event.organiser || salon.name,
    },
    open.map((ticket) => ({
      code: ticket.code ?? '',
      attendeeName: ticket.attendeeName,
      ticketTypeName: ticket.ticketTypeName ?? '',
      paid: ticket.status === 'valid',
      priceCents: ticket.priceCents ?? 0,
    })),
  )
  return download(Buffer.from(pdf), 'application/pdf', 'karten.pdf', 'private, no-store')
}
