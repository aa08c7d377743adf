import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { csvDocument } from '@/lib/csv'
import type { Customer } from '@/payload-types'

import {
  appointmentsOf,
  consentIdsOf,
  customerOrdersWhere,
  ticketsOf,
} from './accountRecords.server'

const strip = <T extends Record<string, unknown>>(doc: T, keys: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))

/**
 * „Meine Daten herunterladen“ (DSGVO Art. 15 and 20): everything stored about the customer, in
 * one document: the account and its addresses, orders (hers and guest orders of her address),
 * appointments and event tickets booked with her address, form submissions sent with it, and the consent entries
 * of the browsers she signed in with. Secrets (password hash, tokens, sessions) are left out.
 */
export async function accountExport(payload: Payload, customer: Customer) {
  const email = customer.email.toLowerCase()
  const [orders, appointments, tickets, submissions, consents] = await Promise.all([
    payload.find({
      collection: COLLECTIONS.orders,
      where: customerOrdersWhere(customer.id, email),
      sort: '-createdAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    }),
    appointmentsOf(payload, email),
    ticketsOf(payload, email),
    payload.find({
      collection: COLLECTIONS.formSubmissions,
      where: { 'answers.value': { equals: email } },
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    }),
    consentIdsOf(customer).length
      ? payload.find({
          collection: COLLECTIONS.consentLog,
          where: { consentId: { in: consentIdsOf(customer) } },
          limit: 1000,
          depth: 0,
          overrideAccess: true,
        })
      : Promise.resolve({ docs: [] }),
  ])
  return {
    exportedAt: new Date().toISOString(),
    account: strip(customer as unknown as Record<string, unknown>, [
      'sessions',
      'consentIds',
      'confirmTokenHash',
      'resetPasswordToken',
      'resetPasswordExpiration',
      'hash',
      'salt',
      'collection',
      '_strategy',
      '_sid',
    ]),
    orders: orders.docs.map((order) =>
      strip(order as unknown as Record<string, unknown>, ['accessKey']),
    ),
    appointments: appointments.map((appointment) =>
      strip(appointment as unknown as Record<string, unknown>, ['manageKey', 'claimKey']),
    ),
    eventTickets: tickets.map((ticket) => ({
      ...strip(ticket as unknown as Record<string, unknown>, ['bookingKeyHash', 'event']),
      event: typeof ticket.event === 'object' ? ticket.event.title : ticket.event,
    })),
    formSubmissions: submissions.docs,
    consentEntries: consents.docs,
  }
}

/** The same data as rows (section; record; field; value) for a spreadsheet. */
export function exportCsv(data: Record<string, unknown>): string {
  const rows: string[][] = [['Bereich', 'Eintrag', 'Feld', 'Wert']]
  const walk = (section: string, record: string, prefix: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        walk(section, record, prefix ? `${prefix}.${key}` : key, inner)
      return
    }
    rows.push([section, record, prefix, String(value)])
  }
  for (const [section, value] of Object.entries(data)) {
    if (Array.isArray(value))
      value.forEach((item, index) => walk(section, String(index + 1), '', item))
    else walk(section, '1', '', value)
  }
  return csvDocument(rows)
}
