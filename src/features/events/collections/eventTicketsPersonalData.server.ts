import type { Payload } from 'payload'

import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { recordsWhere } from '@/lib/personalData.server'
import { counted, field, nameOf, textOf, wordsOf } from '@/lib/personalFields'

import { TICKET_STATUSES } from '../eventStatus'

const STATUSES = Object.fromEntries(TICKET_STATUSES.map((s) => [s.value, s.label]))

const eventOf = (ticket: Doc): Doc =>
  ticket.event && typeof ticket.event === 'object' ? (ticket.event as Doc) : {}

// Not those still waiting in a cart (status „held“): not hers until the order is placed.
const booked = (payload: Payload, email: string) =>
  recordsWhere(
    payload,
    COLLECTIONS.eventTickets,
    { and: [{ email: { equals: email } }, { status: { not_equals: 'held' } }] },
    { depth: 1 },
  )

const ended = (ticket: Doc, now: Date) => {
  const end = eventOf(ticket).end
  return typeof end === 'string' && Date.parse(end) < now.getTime()
}

/**
 * Tickets booked with her address: those of events that have ended lose her name and address;
 * those of coming events stay valid, so she can still attend (cancelled by their own link).
 */
export const eventTicketsPersonalData: PersonalDataOffer = {
  key: 'eventTickets',
  label: 'Veranstaltungskarten',
  position: 40,
  find: (payload, person) => booked(payload, person.email),
  title: (doc) => `Karte für ${nameOf(doc.event) || 'eine Veranstaltung'}`,
  fields: [
    { key: 'event', label: 'Veranstaltung', value: (doc) => nameOf(doc.event) },
    { key: 'eventStart', label: 'Beginn', show: 'datetime', value: (doc) => eventOf(doc).start },
    field('ticketTypeName', 'Kartenart'),
    field('attendeeName', 'Name'),
    field('email', 'E-Mail'),
    wordsOf('status', 'Status', STATUSES),
    field('priceCents', 'Preis', 'euro'),
    field('orderNumber', 'Bestellnummer'),
    field('checkedInAt', 'Eingelassen am', 'datetime'),
    field('createdAt', 'Gebucht am', 'datetime'),
  ],
  desk: {
    label: 'Tickets',
    line: (doc) => `${nameOf(doc.event) || 'Veranstaltung'} · ${textOf(doc.attendeeName)}`,
    onErase: 'Tickets beendeter Veranstaltungen werden anonymisiert; kommende bleiben gültig',
  },
  pending: (docs, now) =>
    docs
      .filter((ticket) => {
        const start = eventOf(ticket).start
        return (
          textOf(ticket.status) === 'valid' &&
          typeof start === 'string' &&
          Date.parse(start) > now.getTime()
        )
      })
      .map((ticket) => ({
        id: ticket.id,
        title: `Karte für ${nameOf(ticket.event)} · ${textOf(ticket.attendeeName)}`,
        onErase: 'bleibt gültig; soll sie nicht gelten, zuerst stornieren.',
      })),
  erase: async (payload, person, now) => {
    const tickets = await booked(payload, person.email)
    const past = tickets.filter((ticket) => ended(ticket, now)).map((ticket) => ticket.id)
    const { docs } = past.length
      ? await payload.update({
          collection: COLLECTIONS.eventTickets,
          where: { id: { in: past } },
          data: { attendeeName: 'gelöscht', email: 'geloescht@anonym.invalid', answers: [] },
          overrideAccess: true,
          depth: 0,
          limit: 10_000,
          context: { disableRevalidate: true },
        })
      : { docs: [] }
    const coming = tickets.length - past.length
    return {
      done: docs.length
        ? `Angaben in ${counted(docs.length, 'Karte', 'Karten')} vergangener Veranstaltungen entfernt`
        : null,
      kept: coming
        ? `Ihre Karten für kommende Veranstaltungen (${coming}) bleiben gültig, damit Sie sie nutzen können. Wenn Sie sie nicht mehr möchten, stornieren Sie sie über den Link in der Bestätigung oder antworten Sie auf diese E-Mail.`
        : null,
    }
  },
}
