import { COLLECTIONS } from '@/contracts/slugs'
import { formatDate, formatPrice } from '@/lib/format'

import type { PersonalData } from '../accountExport.server'

export type FoundItem = { title: string; when: string | null; href: string | null }

/** One kind of record held about the person, as the owner's desk lists it. */
export type FoundGroup = {
  key: keyof PersonalData
  label: string
  /** What „Löschen“ does to this kind (DSGVO Art. 17 with the retention the law asks for). */
  onErase: string
  items: FoundItem[]
}

type Doc = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const dateOf = (value: unknown) => (typeof value === 'string' && value ? formatDate(value) : null)
const adminLink = (collection: string, doc: Doc) =>
  typeof doc.id === 'number' ? `/admin/collections/${collection}/${doc.id}` : null

const DECISIONS: Record<string, string> = {
  accepted: 'Alle akzeptiert',
  refused: 'Alle abgelehnt',
  custom: 'Auswahl',
}

type Kind = {
  key: keyof PersonalData
  label: string
  onErase: string
  collection: string | null
  title: (doc: Doc) => string
  when?: (doc: Doc) => unknown
}

const KINDS: Kind[] = [
  {
    key: 'orders',
    label: 'Bestellungen',
    onErase:
      'bleiben erhalten: mit Rechnung als Buchungsbeleg 8 Jahre, sonst als Geschäftsbrief 6 Jahre (§ 147 AO, § 257 HGB); Name, Anschriften, E-Mail, Telefon und Notiz werden entfernt',
    collection: COLLECTIONS.orders,
    title: (doc) =>
      `Bestellung ${text(doc.number)} · ${formatPrice(Number(doc.totalCents ?? 0))}`.trim(),
  },
  {
    key: 'appointments',
    label: 'Termine',
    onErase:
      'vergangene werden anonymisiert; kommende bleiben gebucht (bitte im Kalender absagen, falls gewünscht)',
    collection: COLLECTIONS.appointments,
    title: (doc) => text(doc.title) || 'Termin',
    when: (doc) => doc.start,
  },
  {
    key: 'eventTickets',
    label: 'Tickets',
    onErase: 'Tickets beendeter Veranstaltungen werden anonymisiert; kommende bleiben gültig',
    collection: COLLECTIONS.eventTickets,
    title: (doc) => `${text(doc.event)} · ${text(doc.attendeeName)}`,
  },
  {
    key: 'waitingList',
    label: 'Warteliste',
    onErase: 'wird gelöscht',
    collection: COLLECTIONS.eventWaitlist,
    title: (doc) => `Warteliste · ${text(doc.name)}`,
  },
  {
    key: 'formSubmissions',
    label: 'Anfragen über Formulare',
    onErase: 'werden gelöscht',
    collection: COLLECTIONS.formSubmissions,
    title: (doc) => text(doc.summary) || 'Anfrage',
  },
  {
    key: 'spamHeld',
    label: 'Spam-Verdacht',
    onErase: 'wird gelöscht',
    collection: COLLECTIONS.spamSuspects,
    title: (doc) => text(doc.summary) || 'Zurückgehaltene Einsendung',
  },
  {
    key: 'vouchers',
    label: 'Gutscheine',
    onErase: 'behalten ihr Guthaben; die Empfängeradresse wird entfernt',
    collection: COLLECTIONS.vouchers,
    title: (doc) => `Gutschein · Restguthaben ${formatPrice(Number(doc.balanceCents ?? 0))}`,
  },
  {
    key: 'mails',
    label: 'E-Mails an die Adresse',
    onErase: 'werden gelöscht (außer der Bestätigung dieser Löschung)',
    collection: COLLECTIONS.mailOutbox,
    title: (doc) => text(doc.subject),
  },
  {
    key: 'consentEntries',
    label: 'Cookie-Einwilligungen (aus dem Kundenkonto)',
    onErase: 'werden gelöscht',
    collection: null,
    title: (doc) => DECISIONS[text(doc.decision)] ?? text(doc.decision),
  },
]

/** The person's data as groups of found records, each with its link in the admin. */
export function privacySummary(data: PersonalData): FoundGroup[] {
  const groups: FoundGroup[] = []
  if (data.account)
    groups.push({
      key: 'account',
      label: 'Kundenkonto',
      onErase: 'wird gelöscht, mit den gespeicherten Adressen',
      items: [
        {
          title: text(data.account.name) || data.email,
          when: dateOf(data.account.createdAt),
          href: adminLink(COLLECTIONS.customers, data.account),
        },
      ],
    })
  for (const kind of KINDS) {
    const docs = data[kind.key] as Doc[]
    if (!docs.length) continue
    groups.push({
      key: kind.key,
      label: kind.label,
      onErase: kind.onErase,
      items: docs.map((doc) => ({
        title: kind.title(doc),
        when: dateOf(kind.when ? kind.when(doc) : doc.createdAt),
        href: kind.collection ? adminLink(kind.collection, doc) : null,
      })),
    })
  }
  return groups
}

/** What is not finished yet for the person, and what an erasure now would do to it. */
export type PendingItem = { title: string; href: string | null; onErase: string }

const UNFINISHED_ORDERS = new Set(['open', 'awaiting', 'paid', 'ready'])
const BOOKED = new Set(['requested', 'confirmed', 'awaitingDeposit'])

/**
 * Orders still to be fulfilled, coming appointments and valid tickets of coming events (issue
 * 56): named before anything is erased, so the owner finishes or cancels them first (an order
 * anonymised cannot be delivered) or erases knowing what stays.
 */
export function pendingOf(data: PersonalData, now: Date): PendingItem[] {
  const later = (value: unknown) => typeof value === 'string' && Date.parse(value) > now.getTime()
  const pending: PendingItem[] = []
  for (const order of data.orders as Doc[])
    if (UNFINISHED_ORDERS.has(text(order.status)))
      pending.push({
        title: `Bestellung ${text(order.number)} · ${formatPrice(Number(order.totalCents ?? 0))}`,
        href: adminLink(COLLECTIONS.orders, order),
        onErase:
          'ist noch nicht erledigt: nach dem Löschen fehlen Name und Anschrift, sie kann nicht mehr zugestellt werden. Zuerst versenden oder übergeben, oder stornieren (eine Zahlung wird dabei erstattet).',
      })
  for (const appointment of data.appointments as Doc[])
    if (BOOKED.has(text(appointment.status)) && later(appointment.start))
      pending.push({
        title: text(appointment.title) || 'Termin',
        href: adminLink(COLLECTIONS.appointments, appointment),
        onErase:
          'bleibt gebucht, mit ihren Angaben; soll er nicht stattfinden, zuerst im Kalender absagen.',
      })
  for (const ticket of data.eventTickets as Doc[]) {
    const event = ticket.event && typeof ticket.event === 'object' ? (ticket.event as Doc) : {}
    if (text(ticket.status) === 'valid' && later(event.start))
      pending.push({
        title: `Karte für ${text(event.title)} · ${text(ticket.attendeeName)}`,
        href: adminLink(COLLECTIONS.eventTickets, ticket),
        onErase: 'bleibt gültig; soll sie nicht gelten, zuerst stornieren.',
      })
  }
  return pending
}
