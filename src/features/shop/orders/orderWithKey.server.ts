import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

const sameKey = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * An order by its number, only with its key (from the confirmation's address and the order
 * mail); null for an unknown number or a wrong key alike.
 */
export async function orderWithKey(payload: Payload, number: string, key: string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number.slice(0, 20) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  return order && key && sameKey(order.accessKey, key) ? order : null
}
