import type { Payload } from 'payload'

import { addressKey } from './mapRules'

import { COLLECTIONS } from '@/contracts/slugs'

type Node = { blockType?: unknown; addresses?: Array<{ address?: unknown }> } & Record<
  string,
  unknown
>

/** Map blocks may sit inside containers (a sidebar layout): look through every nested list. */
function collect(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into)
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as Node
  if (node.blockType === 'map') {
    for (const row of node.addresses ?? [])
      if (typeof row.address === 'string') into.add(addressKey(row.address))
    return
  }
  for (const child of Object.values(node)) if (Array.isArray(child)) collect(child, into)
}

/** The address keys of every map on a published page (the cache endpoint accepts only these). */
export async function publishedMapAddresses(payload: Payload): Promise<Set<string>> {
  const keys = new Set<string>()
  const pages = await payload.find({
    collection: COLLECTIONS.pages,
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { layout: true },
    overrideAccess: true,
  })
  for (const page of pages.docs) collect(page.layout, keys)
  return keys
}
