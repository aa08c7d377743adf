import type { CollectionBeforeDeleteHook, CollectionSlug, Payload, Where } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { consentIdsOf, customerOrdersWhere } from './accountRecords.server'
import { clock } from '@/lib/clock'

type CustomerDoc = { id: number; email: string; consentIds?: unknown }

const ERASED = 'gelöscht'

/** One person's data, by address; the account's id and browsers when she has an account. */
export type Person = { email: string; customerId?: number; consentIds?: string[] }

/** What one erasure did, per kind: the owner's confirmation and the log say it. */
export type ErasureCounts = {
  ordersAnonymised: number
  appointmentsAnonymised: number
  ticketsAnonymised: number
  submissionsDeleted: number
  consentsDeleted: number
  waitlistDeleted: number
  vouchersUnlinked: number
}

/**
 * „Konto löschen“ (the customer), the owner's „Löschen“ and a data request („Datenschutz-Anfragen“)
 * follow one rule (DSGVO Art. 17 with the retention of § 147 AO / § 257 HGB): orders stay, as the
 * law requires, with the name, addresses, e-mail, phone and note removed; past appointments lose
 * their customer data as the booking's own retention does, and so do her tickets of events that
 * have ended; form submissions sent with the address, waiting-list places and the consent
 * entries of her browsers are deleted; a voucher bought for her keeps its balance but not
 * her address. Upcoming appointments stay booked: they are a contract of their own, cancelled
 * with their link; so are tickets of coming events.
 */
export async function erasePersonData(
  payload: Payload,
  person: Person,
  now = clock.now(),
): Promise<ErasureCounts> {
  const email = person.email.toLowerCase()
  const orders = await payload.update({
    collection: COLLECTIONS.orders,
    where:
      person.customerId === undefined
        ? { email: { equals: email } }
        : customerOrdersWhere(person.customerId, email),
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
  const appointments = await payload.update({
    collection: COLLECTIONS.appointments,
    where: {
      and: [{ customerEmail: { equals: email } }, { start: { less_than: now.toISOString() } }],
    },
    data: { customerName: ERASED, customerEmail: null, customerPhone: null, note: null },
    overrideAccess: true,
    depth: 0,
    limit: 10_000,
    context: { disableRevalidate: true, byCustomer: true, keepTime: true },
  })
  const tickets = await payload.update({
    collection: COLLECTIONS.eventTickets,
    where: { id: { in: await pastTicketIds(payload, email, now) } },
    data: { attendeeName: ERASED, email: 'geloescht@anonym.invalid', answers: [] },
    overrideAccess: true,
    depth: 0,
    limit: 10_000,
    context: { disableRevalidate: true },
  })
  const gone = (collection: CollectionSlug, where: Where) =>
    payload.delete({ collection, where, overrideAccess: true, depth: 0 })
  const submissions = await gone(COLLECTIONS.formSubmissions, {
    'answers.value': { equals: email },
  })
  const ids = person.consentIds ?? []
  const consents = ids.length
    ? await gone(COLLECTIONS.consentLog, { consentId: { in: ids } })
    : { docs: [] }
  const waitlist = await gone(COLLECTIONS.eventWaitlist, { email: { equals: email } })
  const vouchers = await payload.update({
    collection: COLLECTIONS.vouchers,
    where: { recipientEmail: { equals: email } },
    data: { recipientEmail: null },
    overrideAccess: true,
    depth: 0,
    limit: 10_000,
  })
  return {
    ordersAnonymised: orders.docs.length,
    appointmentsAnonymised: appointments.docs.length,
    ticketsAnonymised: tickets.docs.length,
    submissionsDeleted: submissions.docs.length,
    consentsDeleted: consents.docs.length,
    waitlistDeleted: waitlist.docs.length,
    vouchersUnlinked: vouchers.docs.length,
  }
}

export async function eraseCustomerData(
  payload: Payload,
  customer: CustomerDoc,
  now = clock.now(),
) {
  const counts = await erasePersonData(
    payload,
    { email: customer.email, customerId: customer.id, consentIds: consentIdsOf(customer) },
    now,
  )
  payload.logger.info(
    `Accounts: customer ${customer.id} erased (${counts.ordersAnonymised} orders anonymised, ${counts.appointmentsAnonymised} past appointments and ${counts.ticketsAnonymised} past event tickets anonymised, ${counts.submissionsDeleted} submissions and ${counts.consentsDeleted} consent entries deleted)`,
  )
}

/** Both ways of deleting an account (hers and the owner's) erase by the same rule. */
export const customerBeforeDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const customer = await req.payload.findByID({
    collection: COLLECTIONS.customers,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await eraseCustomerData(req.payload, customer as unknown as CustomerDoc)
}

/** Her tickets of events that have ended (coming ones stay: she may still attend). */
async function pastTicketIds(payload: Payload, email: string, now: Date): Promise<number[]> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: { email: { equals: email } },
    depth: 1,
    limit: 10_000,
    pagination: false,
    overrideAccess: true,
  })
  return docs
    .filter((ticket) => typeof ticket.event === 'object' && new Date(ticket.event.end) < now)
    .map((ticket) => ticket.id)
}
