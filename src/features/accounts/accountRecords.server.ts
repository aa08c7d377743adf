import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

export const consentIdsOf = (customer: { consentIds?: unknown }): string[] =>
  Array.isArray(customer.consentIds)
    ? customer.consentIds.filter((id): id is string => typeof id === 'string').slice(-20)
    : []

/** Orders that belong to the account (never a guest order of the same address not yet linked). */
export async function ordersOf(payload: Payload, customerId: number) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.orders,
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Guest orders with her confirmed address she may link to the account. */
export async function linkableOrders(payload: Payload, email: string) {
  const { totalDocs } = await payload.count({
    collection: COLLECTIONS.orders,
    where: {
      and: [{ email: { equals: email.toLowerCase() } }, { customer: { exists: false } }],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Event tickets booked with her address, newest first, with their event; not those still waiting
 * in a cart (status „held“), which are not hers until the order is placed.
 */
export async function ticketsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventTickets,
    where: {
      and: [{ email: { equals: email.toLowerCase() } }, { status: { not_equals: 'held' } }],
    },
    sort: '-createdAt',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return docs
}

/** Appointments booked with her (confirmed) address, newest first. */
export async function appointmentsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.appointments,
    where: {
      and: [
        { customerEmail: { equals: email.toLowerCase() } },
        { kind: { equals: 'appointment' } },
      ],
    },
    sort: '-start',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return docs
}
