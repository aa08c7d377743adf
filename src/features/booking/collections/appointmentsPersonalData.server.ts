import type { Payload } from 'payload'

import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { formatDateTime } from '@/lib/format'
import { recordsWhere } from '@/lib/personalData.server'
import { counted, field, nameOf, textOf, wordsOf } from '@/lib/personalFields'

import { APPOINTMENT_STATUSES, isOpen } from '../appointmentStatus'

const STATUSES = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.value, s.label]))
const ERASED = 'gelöscht'

const appointmentsOf = (payload: Payload, email: string) =>
  recordsWhere(
    payload,
    COLLECTIONS.appointments,
    { and: [{ customerEmail: { equals: email } }, { kind: { equals: 'appointment' } }] },
    { depth: 1, sort: '-start' },
  )

const later = (value: unknown, now: Date) =>
  typeof value === 'string' && Date.parse(value) > now.getTime()

/**
 * Appointments booked with her address. Past ones lose her name, address, phone and note, as
 * the booking's own retention does; coming ones stay booked, a contract of their own, cancelled
 * with their link or in the calendar.
 */
export const appointmentsPersonalData: PersonalDataOffer = {
  key: 'appointments',
  label: 'Termine',
  position: 30,
  find: (payload, person) => appointmentsOf(payload, person.email),
  title: (doc) => (doc.start ? `Termin am ${formatDateTime(textOf(doc.start))}` : 'Termin'),
  fields: [
    field('start', 'Beginn', 'datetime'),
    field('end', 'Ende', 'datetime'),
    {
      key: 'services',
      label: 'Leistungen',
      show: 'list',
      value: (doc) => (Array.isArray(doc.services) ? doc.services : []).map(nameOf).filter(Boolean),
    },
    // Her stylist's name only: nothing else of the staff member's record is hers.
    { key: 'staffMember', label: 'Bei', value: (doc) => nameOf(doc.staffMember) },
    wordsOf('status', 'Status', STATUSES),
    field('customerName', 'Name'),
    field('customerEmail', 'E-Mail'),
    field('customerPhone', 'Telefon'),
    field('note', 'Ihre Nachricht'),
    field('priceText', 'Preis'),
    field('depositCents', 'Anzahlung', 'euro'),
    field('depositPaid', 'Anzahlung bezahlt am', 'datetime'),
    field('depositRefundedCents', 'Anzahlung erstattet', 'euro'),
    field('createdAt', 'Gebucht am', 'datetime'),
  ],
  desk: {
    line: (doc) => textOf(doc.title) || 'Termin',
    when: (doc) => doc.start,
    onErase:
      'vergangene werden anonymisiert; kommende bleiben gebucht (bitte im Kalender absagen, falls gewünscht)',
  },
  pending: (docs, now) =>
    docs
      .filter((doc) => isOpen(textOf(doc.status)) && later(doc.start, now))
      .map((doc) => ({
        id: doc.id,
        title: textOf(doc.title) || 'Termin',
        onErase:
          'bleibt gebucht, mit ihren Angaben; soll er nicht stattfinden, zuerst im Kalender absagen.',
      })),
  erase: async (payload, person, now) => {
    const { docs } = await payload.update({
      collection: COLLECTIONS.appointments,
      where: {
        and: [
          { customerEmail: { equals: person.email } },
          { start: { less_than: now.toISOString() } },
        ],
      },
      data: { customerName: ERASED, customerEmail: null, customerPhone: null, note: null },
      overrideAccess: true,
      depth: 0,
      limit: 10_000,
      context: { disableRevalidate: true, byCustomer: true, keepTime: true },
    })
    const coming = (await appointmentsOf(payload, person.email)).filter((doc) =>
      later(doc.start, now),
    ).length
    return {
      done: docs.length
        ? `Angaben in ${counted(docs.length, 'vergangenem Termin', 'vergangenen Terminen')} entfernt`
        : null,
      kept: coming
        ? `Ihre kommenden Termine (${coming}) bleiben gebucht, damit Sie sie wahrnehmen können. Wenn Sie sie nicht mehr möchten, sagen Sie sie über den Link in der Bestätigung ab oder antworten Sie auf diese E-Mail.`
        : null,
    }
  },
}
