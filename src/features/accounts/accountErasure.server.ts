import type { CollectionBeforeDeleteHook, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { consentIdsOf, customerOrdersWhere } from './accountRecords.server'

type CustomerDoc = { id: number; email: string; consentIds?: unknown }

const ERASED = 'gelöscht'

/**
 * „Konto löschen“ (the customer) and the owner's „Löschen“ follow one rule (DSGVO Art. 17 with
 * the retention of § 147 AO / § 257 HGB): orders stay, as the law requires, with the name,
 * addresses, e-mail, phone and note removed; past appointments lose their customer data as the
 * booking's own retention does, and so do her tickets of events that have ended; form submissions sent with the address and the consent entries
 * of her browsers are deleted. Upcoming appointments stay booked: they are a contract of their
 * own, cancelled with their link; so are tickets of coming events.
 */
export async function eraseCustomerData(payload: Payload, customer: CustomerDoc, now = new Date()) {
  const email = customer.email.toLowerCase()
  const orders = await payload.update({
    collection: COLLECTIONS.orders,
    where: customerOrdersWhere(customer.id, email),
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
  const submissions = await payload.delete({
    collection: COLLECTIONS.formSubmissions,
    where: { 'answers.value': { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  const ids = consentIdsOf(customer)
  const consents = ids.length
    ? await payload.delete({
        collection: COLLECTIONS.consentLog,
        where: { consentId: { in: ids } },
        overrideAccess: true,
        depth: 0,
      })
    : { docs: [] }
  payload.logger.info(
    `Accounts: customer ${customer.id} erased (${orders.docs.length} orders anonymised, ${appointments.docs.length} past appointments and ${tickets.docs.length} past event tickets anonymised, ${submissions.docs.length} submissions and ${consents.docs.length} consent entries deleted)`,
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
