import type { MailAttachment, OutgoingMail } from '@/contracts/mail'
import { formatPrice } from '@/lib/format'
import { mailTo, type Salon } from '@/lib/salonMail'
import type { Event } from '@/payload-types'

import { eventCalendar } from './eventCalendar'
import { EVENT_PATHS } from './eventPaths'
import { cancelDeadline } from './eventRules'
import { eventWhen } from './eventText'
import { formatTicketCode } from './tickets/ticketCodes'
import { type PrintedTicket, ticketsPdf } from './tickets/ticketPdf.server'

type Place = { name: string; address: string }

const deadlineFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'full',
  timeStyle: 'short',
})

const placeLine = (place: Place) => [place.name, place.address].filter(Boolean).join(', ')

function eventLines(event: Event, place: Place): string[] {
  return [
    `Veranstaltung: ${event.title}`,
    `Wann: ${eventWhen(event.start, event.end)}`,
    `Wo: ${placeLine(place)}`,
    ...(place.address
      ? [`Anfahrt: https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`]
      : []),
  ]
}

async function ticketAttachments(
  event: Event,
  place: Place,
  salon: Salon,
  tickets: PrintedTicket[],
): Promise<MailAttachment[]> {
  const pdf = await ticketsPdf(
    {
      title: event.title,
      when: eventWhen(event.start, event.end),
      place: placeLine(place),
      organiser: event.organiser || salon.name,
    },
    tickets,
  )
  const url = `${salon.siteUrl}${EVENT_PATHS.detail(event.slug ?? '')}`
  return [
    {
      filename: 'karten.pdf',
      contentType: 'application/pdf',
      contentBase64: Buffer.from(pdf).toString('base64'),
    },
    {
      filename: 'veranstaltung.ics',
      contentType: 'text/calendar; charset=utf-8',
      contentBase64: Buffer.from(eventCalendar(event, place, salon.siteUrl, url)).toString(
        'base64',
      ),
    },
  ]
}

/** The attendee's mail with her tickets: codes, the PDF with QR codes, the calendar entry. */
export async function ticketsMail(
  salon: Salon,
  event: Event,
  place: Place,
  email: string,
  tickets: PrintedTicket[],
  /** Null: sent again once paid; the link of the first mail stays the one to use. */
  bookingKey: string | null,
  /** Bought in this shop order: paid through it, cancelled with it. */
  orderNumber?: string,
): Promise<OutgoingMail> {
  const bookingUrl = bookingKey
    ? `${salon.siteUrl}${EVENT_PATHS.booking(bookingKey)}`
    : 'über den Link in unserer ersten E-Mail zu diesen Karten'
  const free = tickets.every((ticket) => ticket.paid)
  const unpaidCents = tickets.reduce(
    (sum, ticket) => sum + (ticket.paid ? 0 : ticket.priceCents),
    0,
  )
  const lines = [
    'Guten Tag,',
    '',
    tickets.length === 1
      ? 'vielen Dank für Ihre Anmeldung. Hier ist Ihre Karte:'
      : `vielen Dank für Ihre Anmeldung. Hier sind Ihre ${tickets.length} Karten:`,
    '',
    ...eventLines(event, place),
    '',
    ...tickets.map(
      (ticket) =>
        `- ${ticket.ticketTypeName} für ${ticket.attendeeName}: ${formatTicketCode(ticket.code)}`,
    ),
    '',
    free
      ? 'Bitte zeigen Sie beim Einlass die Karte (PDF im Anhang, ausgedruckt oder auf dem Handy) oder den Code vor.'
      : orderNumber
        ? `Ihre ${tickets.length === 1 ? 'Karte ist' : 'Karten sind'} reserviert und ${tickets.length === 1 ? 'gilt' : 'gelten'}, sobald Ihre Bestellung ${orderNumber} bezahlt ist (wie, steht in der Bestellbestätigung). Dann erhalten Sie sie noch einmal als gültige ${tickets.length === 1 ? 'Karte' : 'Karten'}.`
        : `Ihre ${tickets.length === 1 ? 'Karte ist' : 'Karten sind'} reserviert. Bitte bezahlen Sie ${formatPrice(unpaidCents)} vor Ort (im Salon oder beim Einlass); die Karten gelten, sobald sie bezahlt sind.`,
    '',
    ...(orderNumber
      ? [
          `Ihre Karten als PDF: ${bookingUrl}`,
          `Die Karten gehören zu Ihrer Bestellung ${orderNumber}; zum Stornieren wenden Sie sich bitte an uns.`,
        ]
      : [
          `Ihre Karten, als PDF und zum Stornieren: ${bookingUrl}`,
          `Stornieren ist bis ${deadlineFormat.format(cancelDeadline(event))} Uhr möglich; Ihr Platz geht dann an die Warteliste.`,
        ]),
    ...(event.noWithdrawal
      ? [
          '',
          'Hinweis: Für diese Freizeitveranstaltung mit festem Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).',
        ]
      : []),
    '',
    'Viele Grüße',
    salon.name,
  ]
  return mailTo(
    salon,
    email,
    `Ihre ${tickets.length === 1 ? 'Karte' : 'Karten'}: ${event.title}`,
    lines,
    await ticketAttachments(event, place, salon, tickets),
  )
}

/** The salon learns of each booking. */
export function bookingNotice(salon: Salon, event: Event, names: string[], email: string) {
  if (!salon.email) return null
  return mailTo(salon, salon.email, `Neue Anmeldung: ${event.title}`, [
    `${names.length} ${names.length === 1 ? 'Karte' : 'Karten'} für ${event.title} (${eventWhen(event.start, event.end)})`,
    `Teilnehmer: ${names.join(', ')}`,
    `E-Mail: ${email}`,
  ])
}

export function cancelledMail(salon: Salon, event: Event, email: string, names: string[]) {
  return mailTo(salon, email, `Storniert: ${event.title}`, [
    'Guten Tag,',
    '',
    `Ihre ${names.length === 1 ? 'Karte ist' : 'Karten sind'} für „${event.title}“ (${eventWhen(event.start, event.end)}) storniert: ${names.join(', ')}.`,
    'Der Platz ist wieder frei.',
    '',
    'Viele Grüße',
    salon.name,
  ])
}

/** A freed place, offered to the next on the waiting list; whoever books first gets it. */
export function waitlistOfferMail(salon: Salon, event: Event, name: string, email: string) {
  const url = `${salon.siteUrl}${EVENT_PATHS.detail(event.slug ?? '')}`
  return mailTo(salon, email, `Ein Platz ist frei: ${event.title}`, [
    `Guten Tag ${name},`,
    '',
    `für „${event.title}“ (${eventWhen(event.start, event.end)}) ist ein Platz frei geworden.`,
    `Sie stehen auf der Warteliste. Buchen Sie hier, solange er frei ist: ${url}`,
    'Der Platz geht an die erste Buchung; wir halten ihn nicht zurück.',
    '',
    'Viele Grüße',
    salon.name,
  ])
}

/** „Teilnehmer benachrichtigen“: the owner's own words to every attendee. */
export function attendeeNotice(
  salon: Salon,
  event: Event,
  email: string,
  subject: string,
  message: string,
) {
  return mailTo(salon, email, subject, [
    message,
    '',
    `– ${salon.name} zu „${event.title}“ (${eventWhen(event.start, event.end)})`,
  ])
}
