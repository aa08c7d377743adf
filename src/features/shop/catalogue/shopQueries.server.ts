import type { Payload, Where } from 'payload'

import type { Product } from '@/payload-types'

/** Visible catalogue products: tickets are sold on their event's page, never listed here. */
const listed: Where = { and: [{ active: { equals: true } }, { kind: { not_equals: 'ticket' } }] }

/** Visible products, in the owner's order of creation. */
export async function listProducts(payload: Payload): Promise<Product[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: listed,
    sort: 'createdAt',
    limit: 200,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}

export async function productBySlug(payload: Payload, slug: string): Promise<Product | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { equals: slug } }, listed] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** The visible products' addresses, for the sitemap. */
export async function listProductPaths(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'products',
    where: listed,
    select: { slug: true, updatedAt: true },
    limit: 0,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}
