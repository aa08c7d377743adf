import type { Where } from 'payload'

import type { Doc, PersonalDataOffer, PersonSought } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { recordsWhere } from '@/lib/personalData.server'
import { formatPrice } from '@/lib/format'
import { addressLine, counted, field, textOf, wordsOf } from '@/lib/personalFields'

import { ORDER_STATUSES } from '../orders/orderStatus'

const ERASED = 'gelöscht'

const PAYMENT_METHODS: Record<string, string> = {
  vorkasse: 'Vorkasse (Überweisung)',
  pickup: 'Bezahlung bei Abholung',
  door: 'Bezahlung vor Ort',
  online: 'Online-Zahlung',
}

/** Not delivered or handed over yet: anonymised, it could no longer be. */
const UNFINISHED: ReadonlySet<string> = new Set(['open', 'awaiting', 'paid', 'ready'])

/** Hers: placed while signed in, or with her address as a guest. */
const hers = (person: PersonSought): Where =>
  person.customerId === null
    ? { email: { equals: person.email } }
    : { or: [{ customer: { equals: person.customerId } }, { email: { equals: person.email } }] }

const line = (doc: Doc) =>
  `Bestellung ${textOf(doc.number)} · ${formatPrice(Number(doc.totalCents ?? 0))}`.trim()

/**
 * Orders are kept, as the law requires (with an invoice 8 years as a Buchungsbeleg, otherwise
 * 6 as a business letter, § 147 AO, § 257 HGB), without her name, addresses, e-mail, phone and
 * note.
 */
export const ordersPersonalData: PersonalDataOffer = {
  key: 'orders',
  label: 'Bestellungen',
  position: 20,
  find: (payload, person) => recordsWhere(payload, COLLECTIONS.orders, hers(person)),
  title: (doc) => `Bestellung ${textOf(doc.number)}`,
  fields: [
    field('number', 'Bestellnummer'),
    field('createdAt', 'Bestellt am', 'datetime'),
    wordsOf('status', 'Status', ORDER_STATUSES),
    wordsOf('paymentMethod', 'Zahlungsart', PAYMENT_METHODS),
    {
      key: 'items',
      label: 'Artikel',
      show: 'list',
      value: (doc) =>
        (Array.isArray(doc.items) ? (doc.items as Doc[]) : []).map(
          (item) =>
            `${Number(item.quantity ?? 1)} × ${textOf(item.title)}${item.variantLabel ? ` (${textOf(item.variantLabel)})` : ''} – ${formatPrice(Number(item.lineTotalCents ?? 0))}`,
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
  desk: {
    line,
    onErase:
      'bleiben erhalten: mit Rechnung als Buchungsbeleg 8 Jahre, sonst als Geschäftsbrief 6 Jahre (§ 147 AO, § 257 HGB); Name, Anschriften, E-Mail, Telefon und Notiz werden entfernt',
  },
  pending: (docs) =>
    docs
      .filter((order) => UNFINISHED.has(textOf(order.status)))
      .map((order) => ({
        id: order.id,
        title: line(order),
        onErase:
          'ist noch nicht erledigt: nach dem Löschen fehlen Name und Anschrift, sie kann nicht mehr zugestellt werden. Zuerst versenden oder übergeben, oder stornieren (eine Zahlung wird dabei erstattet).',
      })),
  erase: async (payload, person) => {
    const { docs } = await payload.update({
      collection: COLLECTIONS.orders,
      where: hers(person),
      data: {
        email: 'geloescht@invalid.example',
        phone: null,
        note: null,
        customer: null,
        billing: {
          firstName: ERASED,
          lastName: ERASED,
          company: null,
          street: ERASED,
          postcode: null,
          city: ERASED,
        },
        shipping: {
          firstName: null,
          lastName: null,
          company: null,
          street: null,
          postcode: null,
          city: null,
        },
        withdrawal: { name: null, email: null },
      },
      overrideAccess: true,
      depth: 0,
      limit: 10_000,
      context: { erasure: true, disableRevalidate: true },
    })
    return {
      done: docs.length
        ? `${counted(docs.length, 'Bestellung', 'Bestellungen')} anonymisiert`
        : null,
      kept: docs.length
        ? `Bestellungen (${docs.length}) müssen wir aufbewahren: mit Rechnung als Buchungsbeleg acht Jahre, sonst als Geschäftsbrief sechs Jahre (§ 147 AO, § 257 HGB). Name, Anschrift, E-Mail-Adresse und Telefonnummer wurden daraus entfernt; nach Ablauf der Frist werden sie gelöscht.`
        : null,
    }
  },
}
