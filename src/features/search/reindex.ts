import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { SEARCH_SLUG } from './indexStore'
import { SEARCHED_COLLECTIONS } from './postTypes'

import { COLLECTIONS } from '@/contracts/slugs'

/** Who the command line acts as: the reindex checks the same permissions as the admin's button. */
const SYSTEM_USER = {
  id: 0,
  collection: COLLECTIONS.users,
  roles: ['admin'],
  email: 'system@localhost',
}

/**
 * Rebuilds the `search` rows of every searched collection from their published documents, with
 * the search plugin's own reindex (the „Neu indizieren“ button of the admin). Servers pick the new
 * rows up within seconds (indexStore.ts). Used by `npm run search:reindex` and after upgrades.
 */
export async function reindexSearch(payload: Payload): Promise<{ rows: number }> {
  const endpoints = payload.collections[SEARCH_SLUG]?.config.endpoints
  const endpoint = Array.isArray(endpoints)
    ? endpoints.find((candidate) => candidate.path === '/reindex' && candidate.method === 'post')
    : undefined
  if (!endpoint) throw new Error('The search plugin has no reindex endpoint')
  const req = (await createLocalReq({ user: SYSTEM_USER as never }, payload)) as PayloadRequest
  req.json = () => Promise.resolve({ collections: Object.keys(SEARCHED_COLLECTIONS) })
  const response = await endpoint.handler(req)
  if (!response.ok) {
    throw new Error(`Reindex failed (${response.status}): ${await response.text()}`)
  }
  const { totalDocs } = await payload.count({ collection: SEARCH_SLUG, overrideAccess: true })
  return { rows: totalDocs }
}

/** After an upgrade the rows may be missing while pages exist: builds them once. */
export async function ensureSearchRows(payload: Payload): Promise<number | null> {
  const [rows, pages] = await Promise.all([
    payload.count({ collection: SEARCH_SLUG, overrideAccess: true }),
    payload.count({ collection: COLLECTIONS.pages, where: { _status: { equals: 'published' } } }),
  ])
  if (rows.totalDocs > 0 || pages.totalDocs === 0) return null
  return (await reindexSearch(payload)).rows
}
