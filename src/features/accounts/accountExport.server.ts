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
import { machineRecord, RECORD_KINDS, shownValue } from './privacy/personalRecords'
import { clock } from '@/lib/clock'

type Doc = Record<string, unknown>

const byWhere = (payload: Payload, collection: CollectionSlug, where: Where, depth = 0) =>
  payload
    .find({ collection, where, sort: '-createdAt', limit: 1000, depth, overrideAccess: true })
    .then(({ docs }) => docs as unknown as Doc[])

/** The site's mails to her, and its notifications about her (her address is in them). */
export const mailsAboutWhere = (address: string): Where => ({
  or: [
    { to: { equals: address } },
    { replyTo: { equals: address } },
    { text: { contains: address } },
  ],
})

/**
 * Everything stored about one person (DSGVO Art. 15 and 20): her account when she has one,
 * orders (hers and guest orders of her address) and their payments, appointments and event
 * tickets booked with her address, waiting-list places, form submissions sent with it, held
 * spam, vouchers bought for her, the mails the site sent her or about her, and the consent
 * entries of the browsers she signed in with. The records as stored, for the owner's desk and
 * the erasure; what leaves the site is `personalDataFile` and `personalDataPage`.
 */
export async function collectPersonalData(
  payload: Payload,
  email: string,
  customer: Customer | null,
) {
  const address = email.toLowerCase()
  const consentIds = customer ? consentIdsOf(customer) : []
  const [orders, appointments, tickets, waitlist, submissions, spam, vouchers, mails, consents] =
    await Promise.all([
      byWhere(
        payload,
        COLLECTIONS.orders,
        customer ? customerOrdersWhere(customer.id, address) : { email: { equals: address } },
      ),
      appointmentsOf(payload, address) as Promise<unknown> as Promise<Doc[]>,
      ticketsOf(payload, address) as Promise<unknown> as Promise<Doc[]>,
      byWhere(payload, COLLECTIONS.eventWaitlist, { email: { equals: address } }, 1),
      byWhere(payload, COLLECTIONS.formSubmissions, { 'answers.value': { equals: address } }, 1),
      byWhere(payload, COLLECTIONS.spamSuspects, { email: { equals: address } }),
      byWhere(payload, COLLECTIONS.vouchers, { recipientEmail: { equals: address } }),
      byWhere(payload, COLLECTIONS.mailOutbox, mailsAboutWhere(address)),
      consentIds.length
        ? byWhere(payload, COLLECTIONS.consentLog, { consentId: { in: consentIds } })
        : Promise.resolve([]),
    ])
  const references = [
    ...orders.map((order) => ({ purpose: 'order', id: String(order.id) })),
    ...appointments.map((appointment) => ({ purpose: 'booking', id: String(appointment.id) })),
  ]
  const payments = references.length
    ? await byWhere(payload, COLLECTIONS.payments, {
        or: (['order', 'booking'] as const)
          .filter((purpose) => references.some((ref) => ref.purpose === purpose))
          .map((purpose): Where => ({
            and: [
              { purpose: { equals: purpose } },
              {
                reference: {
                  in: references.filter((ref) => ref.purpose === purpose).map((ref) => ref.id),
                },
              },
            ],
          })),
      })
    : []
  return {
    email: address,
    account: customer ? (customer as unknown as Doc) : null,
    orders,
    payments,
    appointments,
    eventTickets: tickets,
    waitingList: waitlist,
    formSubmissions: submissions,
    spamHeld: spam,
    vouchers,
    mails,
    consentEntries: consents,
  }
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>

const recordsOf = (data: PersonalData, key: string): Doc[] => {
  const value = (data as unknown as Record<string, Doc | Doc[] | null>)[key]
  return Array.isArray(value) ? value : value ? [value] : []
}

/** The machine-readable file: only the fields of personalRecords.ts, raw values (ISO times, cents). */
export function personalDataFile(data: PersonalData, now = clock.now()) {
  const file: Record<string, unknown> = { exportedAt: now.toISOString(), email: data.email }
  for (const kind of RECORD_KINDS) {
    const records = recordsOf(data, kind.key).map((doc) => machineRecord(kind, doc))
    file[kind.key] = kind.key === 'account' ? (records[0] ?? null) : records
  }
  return file
}

/** „Meine Daten herunterladen“: the signed-in customer's records. */
export const accountExport = (payload: Payload, customer: Customer) =>
  collectPersonalData(payload, customer.email, customer)

/** The same data as rows (Bereich; Eintrag; Feld; Wert) for a spreadsheet, as a person reads it. */
export function exportCsv(data: PersonalData): string {
  const rows: string[][] = [['Bereich', 'Eintrag', 'Feld', 'Wert']]
  for (const kind of RECORD_KINDS)
    recordsOf(data, kind.key).forEach((doc, index) => {
      for (const column of kind.fields) {
        const value = machineRecord(kind, doc)[column.key]
        if (value === undefined) continue
        const shown = shownValue(column, value)
        rows.push([
          kind.label,
          String(index + 1),
          column.label,
          Array.isArray(shown) ? shown.join('; ') : shown,
        ])
      }
    })
  return csvDocument(rows)
}
