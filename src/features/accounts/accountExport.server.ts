import type { CollectionSlug, Payload, Where } from 'payload'

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

const SECRETS = [
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
]

const byEmail = (payload: Payload, collection: CollectionSlug, where: Where) =>
  payload
    .find({ collection, where, sort: '-createdAt', limit: 1000, depth: 0, overrideAccess: true })
    .then(({ docs }) => docs as unknown as Array<Record<string, unknown>>)

/**
 * Everything stored about one person, in one document (DSGVO Art. 15 and 20): her account and
 * its addresses when she has one, orders (hers and guest orders of her address), appointments
 * and event tickets booked with her address, waiting-list places, form submissions sent with it,
 * held spam, vouchers bought for her, the mails the site sent her and the consent entries of the
 * browsers she signed in with. Secrets (password hash, tokens, sessions, order keys) are left out.
 */
export async function personalDataExport(
  payload: Payload,
  email: string,
  customer: Customer | null,
) {
  const address = email.toLowerCase()
  const consentIds = customer ? consentIdsOf(customer) : []
  const [orders, appointments, tickets, waitlist, submissions, spam, vouchers, mails, consents] =
    await Promise.all([
      byEmail(
        payload,
        COLLECTIONS.orders,
        customer ? customerOrdersWhere(customer.id, address) : { email: { equals: address } },
      ),
      appointmentsOf(payload, address),
      ticketsOf(payload, address),
      byEmail(payload, COLLECTIONS.eventWaitlist, { email: { equals: address } }),
      byEmail(payload, COLLECTIONS.formSubmissions, { 'answers.value': { equals: address } }),
      byEmail(payload, COLLECTIONS.spamSuspects, { email: { equals: address } }),
      byEmail(payload, COLLECTIONS.vouchers, { recipientEmail: { equals: address } }),
      byEmail(payload, COLLECTIONS.mailOutbox, {
        or: [{ to: { equals: address } }, { replyTo: { equals: address } }],
      }),
      consentIds.length
        ? byEmail(payload, COLLECTIONS.consentLog, { consentId: { in: consentIds } })
        : Promise.resolve([]),
    ])
  return {
    exportedAt: new Date().toISOString(),
    email: address,
    account: customer ? strip(customer as unknown as Record<string, unknown>, SECRETS) : null,
    orders: orders.map((order) => strip(order, ['accessKey'])),
    appointments: appointments.map((appointment) =>
      strip(appointment as unknown as Record<string, unknown>, ['manageKey', 'claimKey']),
    ),
    eventTickets: tickets.map((ticket) => ({
      ...strip(ticket as unknown as Record<string, unknown>, ['bookingKeyHash', 'event']),
      event: typeof ticket.event === 'object' ? ticket.event.title : ticket.event,
    })),
    waitingList: waitlist,
    formSubmissions: submissions,
    spamHeld: spam,
    vouchers: vouchers.map((voucher) => strip(voucher, ['code'])),
    mails: mails.map((mail) => strip(mail, ['attachments'])),
    consentEntries: consents,
  }
}

export type PersonalData = Awaited<ReturnType<typeof personalDataExport>>

/** „Meine Daten herunterladen“: the same document for the signed-in customer. */
export const accountExport = (payload: Payload, customer: Customer) =>
  personalDataExport(payload, customer.email, customer)

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
