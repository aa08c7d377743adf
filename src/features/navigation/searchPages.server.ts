import type { Payload } from 'payload'

export const SEARCH_MAX_LENGTH = 100
export const SEARCH_MAX_RESULTS = 20

export type PageHit = { id: number; title: string; path: string; description?: string | null }

/** The search term from the address: first value, trimmed, at most 100 characters. */
export function normaliseQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH)
}

/**
 * Published pages whose title contains the term (case-insensitive), for the /suche page until
 * live search with full-text results arrives.
 */
export async function searchPagesByTitle(payload: Payload, query: string): Promise<PageHit[]> {
  if (!query) return []
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ title: { like: query } }, { _status: { equals: 'published' } }] },
    select: { title: true, path: true, meta: { description: true } },
    sort: 'title',
    depth: 0,
    limit: SEARCH_MAX_RESULTS,
  })
  return result.docs
    .filter((doc) => doc.path)
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      path: doc.path!,
      description: doc.meta?.description,
    }))
}
