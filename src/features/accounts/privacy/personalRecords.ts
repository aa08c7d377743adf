import { formatDate, formatDateTime, formatPrice } from '@/lib/format'

import {
  APPOINTMENT_STATUS,
  CONSENT_DECISION,
  MAIL_STATUS,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  TICKET_STATUS,
} from './recordLabels'

/**
 * What a person receives of her data (DSGVO Art. 15 and 20, issue 56): per kind of record a
 * list of fields, named in German and chosen one by one. Deny by default: a field not listed
 * here is not exported, so a staff member's calendar-feed token, her absences, keys, codes and
 * internal ids never reach the file, whatever the collections add later. The same table gives
 * the machine-readable JSON (`key`, raw values) and the readable document (`label`, formatted).
 */

type Doc = Record<string, unknown>
type Show = 'text' | 'date' | 'datetime' | 'euro' | 'yesno' | 'list'

export type RecordField = { key: string; label: string; show?: Show; value: (doc: Doc) => unknown }

export type RecordKind = {
  key: string
  label: string
  /** The record's heading in the readable document. */
  title: (doc: Doc) => string
  fields: RecordField[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const get = (key: string) => (doc: Doc) => doc[key]
const nameOf = (value: unknown) =>
  value && typeof value === 'object' ? text((value as Doc).name ?? (value as Doc).title) : ''
const field = (key: string, label: string, show: Show = 'text'): RecordField => ({
  key,
  label,
  show,
  value: get(key),
})

function addressLine(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const a = value as Doc
  const name = [a.firstName, a.lastName].map(text).filter(Boolean).join(' ')
  const place = [a.postcode, a.city].map(text).filter(Boolean).join(' ')
  return [text(a.company), name, text(a.street), place, text(a.country)].filter(Boolean).join(', ')
}

const withoutLinks = (body: string) => body.replace(/\bhttps?:\/\/\S+/g, '[Link entfernt]')
const from = (labels: Record<string, string>, key: string) => (doc: Doc) =>
  labels[text(doc[key])] ?? text(doc[key])

export const RECORD_KINDS: RecordKind[] = [
  {
    key: 'account',
    label: 'Kundenkonto',
    title: (doc) => text(doc.name) || text(doc.email),
    fields: [
      field('name', 'Name'),
      field('email', 'E-Mail'),
      field('username', 'Benutzername'),
      field('phone', 'Telefon'),
      { key: 'billing', label: 'Rechnungsanschrift', value: (doc) => addressLine(doc.billing) },
      { key: 'shipping', label: 'Lieferanschrift', value: (doc) => addressLine(doc.shipping) },
      field('confirmed', 'E-Mail-Adresse bestätigt', 'yesno'),
      field('createdAt', 'Angelegt am', 'datetime'),
      field('lastLoginAt', 'Zuletzt angemeldet', 'datetime'),
    ],
  },
  {
    key: 'orders',
    label: 'Bestellungen',
    title: (doc) => `Bestellung ${text(doc.number)}`,
    fields: [
      field('number', 'Bestellnummer'),
      field('createdAt', 'Bestellt am', 'datetime'),
      { key: 'status', label: 'Status', value: from(ORDER_STATUS, 'status') },
      { key: 'paymentMethod', label: 'Zahlungsart', value: from(PAYMENT_METHOD, 'paymentMethod') },
      {
        key: 'items',
        label: 'Artikel',
        show: 'list',
        value: (doc) =>
          (Array.isArray(doc.items) ? (doc.items as Doc[]) : []).map(
            (item) =>
              `${Number(item.quantity ?? 1)} × ${text(item.title)}${item.variantLabel ? ` (${text(item.variantLabel)})` : ''} – ${formatPrice(Number(item.lineTotalCents ?? 0))}`,
          ),
      },
      field('shippingMethod', 'Versandart'),
      field('shippingCents', 'Versandkosten', 'euro'),
      field('voucherCents', 'Gutschein', 'euro'),
      field('totalCents', 'Gesamtbetrag', 'euro'),
      field('refundedCents', 'Erstattet', 'euro'),
      { key: 'billing', label: 'Rechnungsanschrift', value: (doc) => addressLine(doc.billing) },
      { key: 'shipping', label: 'Lieferanschrift', value: (doc) => addressLine(doc.shipping) },
      field('email', 'E-Mail'),
      field('phone', 'Telefon'),
      field('note', 'Ihre Nachricht'),
      field('carrier', 'Versanddienst'),
      field('trackingNumber', 'Sendungsnummer'),
      field('invoiceNumber', 'Rechnungsnummer'),
      field('invoicedAt', 'Rechnung vom', 'date'),
    ],
  },
  {
    key: 'payments',
    label: 'Zahlungen',
    title: (doc) => text(doc.label) || 'Zahlung',
    fields: [
      field('label', 'Wofür'),
      field('createdAt', 'Begonnen am', 'datetime'),
      field('amountCents', 'Betrag', 'euro'),
      { key: 'status', label: 'Status', value: from(PAYMENT_STATUS, 'status') },
      field('methodLabel', 'Zahlungsmittel'),
      field('refundedCents', 'Erstattet', 'euro'),
    ],
  },
  {
    key: 'appointments',
    label: 'Termine',
    title: (doc) => (doc.start ? `Termin am ${formatDateTime(text(doc.start))}` : 'Termin'),
    fields: [
      field('start', 'Beginn', 'datetime'),
      field('end', 'Ende', 'datetime'),
      {
        key: 'services',
        label: 'Leistungen',
        show: 'list',
        value: (doc) =>
          (Array.isArray(doc.services) ? doc.services : []).map(nameOf).filter(Boolean),
      },
      // Her stylist's name only: nothing else of the staff member's record is hers.
      { key: 'staffMember', label: 'Bei', value: (doc) => nameOf(doc.staffMember) },
      { key: 'status', label: 'Status', value: from(APPOINTMENT_STATUS, 'status') },
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
  },
  {
    key: 'eventTickets',
    label: 'Veranstaltungskarten',
    title: (doc) => `Karte für ${nameOf(doc.event) || 'eine Veranstaltung'}`,
    fields: [
      { key: 'event', label: 'Veranstaltung', value: (doc) => nameOf(doc.event) },
      {
        key: 'eventStart',
        label: 'Beginn',
        show: 'datetime',
        value: (doc) =>
          doc.event && typeof doc.event === 'object' ? (doc.event as Doc).start : null,
      },
      field('ticketTypeName', 'Kartenart'),
      field('attendeeName', 'Name'),
      field('email', 'E-Mail'),
      { key: 'status', label: 'Status', value: from(TICKET_STATUS, 'status') },
      field('priceCents', 'Preis', 'euro'),
      field('orderNumber', 'Bestellnummer'),
      field('checkedInAt', 'Eingelassen am', 'datetime'),
      field('createdAt', 'Gebucht am', 'datetime'),
    ],
  },
  {
    key: 'waitingList',
    label: 'Wartelisten',
    title: (doc) => `Warteliste für ${nameOf(doc.event) || 'eine Veranstaltung'}`,
    fields: [
      { key: 'event', label: 'Veranstaltung', value: (doc) => nameOf(doc.event) },
      field('name', 'Name'),
      field('email', 'E-Mail'),
      field('createdAt', 'Eingetragen am', 'datetime'),
      field('notifiedAt', 'Benachrichtigt am', 'datetime'),
    ],
  },
  {
    key: 'formSubmissions',
    label: 'Nachrichten über Formulare',
    title: (doc) => `Nachricht vom ${doc.createdAt ? formatDate(text(doc.createdAt)) : ''}`.trim(),
    fields: [
      { key: 'form', label: 'Formular', value: (doc) => nameOf(doc.form) },
      field('createdAt', 'Gesendet am', 'datetime'),
      {
        key: 'answers',
        label: 'Angaben',
        show: 'list',
        value: (doc) =>
          (Array.isArray(doc.answers) ? (doc.answers as Doc[]) : [])
            .filter((answer) => text(answer.value))
            .map((answer) => `${text(answer.label) || text(answer.name)}: ${text(answer.value)}`),
      },
    ],
  },
  {
    key: 'spamHeld',
    label: 'Zurückgehaltene Einsendungen',
    title: (doc) => text(doc.summary) || 'Einsendung',
    fields: [
      field('summary', 'Worum'),
      field('email', 'E-Mail'),
      field('createdAt', 'Eingegangen am', 'datetime'),
    ],
  },
  {
    key: 'vouchers',
    label: 'Gutscheine für Sie',
    title: (doc) => `Gutschein über ${formatPrice(Number(doc.initialCents ?? 0))}`,
    fields: [
      field('initialCents', 'Wert', 'euro'),
      field('balanceCents', 'Restguthaben', 'euro'),
      field('validUntil', 'Gültig bis', 'date'),
      field('recipientEmail', 'E-Mail'),
      field('createdAt', 'Ausgestellt am', 'datetime'),
    ],
  },
  {
    key: 'mails',
    label: 'E-Mails an Sie und über Sie',
    title: (doc) => text(doc.subject) || 'E-Mail',
    fields: [
      field('subject', 'Betreff'),
      field('to', 'An'),
      field('createdAt', 'Geschrieben am', 'datetime'),
      { key: 'status', label: 'Versand', value: from(MAIL_STATUS, 'status') },
      // Without its links: they open her order, her booking or her tickets (a key in the
      // address), which a copy of her data must not (issue 56).
      { key: 'text', label: 'Text', value: (doc) => withoutLinks(text(doc.text)) },
    ],
  },
  {
    key: 'consentEntries',
    label: 'Cookie-Entscheidungen',
    title: (doc) => CONSENT_DECISION[text(doc.decision)] ?? 'Entscheidung',
    fields: [
      field('createdAt', 'Am', 'datetime'),
      { key: 'decision', label: 'Entscheidung', value: from(CONSENT_DECISION, 'decision') },
      field('analytics', 'Statistik', 'yesno'),
      field('youtube', 'YouTube', 'yesno'),
      field('vimeo', 'Vimeo', 'yesno'),
      field('maps', 'Karten', 'yesno'),
      field('url', 'Auf der Seite'),
    ],
  },
]

const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/** A record as the JSON file holds it: only the listed fields, raw values, nothing empty. */
export function machineRecord(kind: RecordKind, doc: Doc): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const column of kind.fields) {
    const value = column.value(doc)
    if (!empty(value)) record[column.key] = value
  }
  return record
}

/** A field's value as a person reads it: Berlin times, euros with a comma, Ja/Nein. */
export function shownValue(column: RecordField, value: unknown): string | string[] {
  const instant = typeof value === 'string' && !Number.isNaN(Date.parse(value))
  switch (column.show) {
    case 'datetime':
      return instant ? formatDateTime(String(value)) : String(value)
    case 'date':
      return instant ? formatDate(String(value)) : String(value)
    case 'euro':
      return formatPrice(Number(value))
    case 'yesno':
      return value ? 'Ja' : 'Nein'
    case 'list':
      return (value as unknown[]).map(String)
    default:
      return String(value)
  }
}
