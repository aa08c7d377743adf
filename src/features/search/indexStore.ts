import type { Payload } from 'payload'

import { processService } from '@/contracts/processServices'
import type { SiteSearchHit, SiteSearchRequest } from '@/contracts/search'

import { isSearchedCollection, SEARCHED_COLLECTIONS } from './postTypes'
import { type SearchDocument, SearchIndex } from './searchIndex'
import { processWide } from '@/contracts/processWide'
import { clock } from '@/lib/clock'

export const SEARCH_SLUG = 'search'
export const SEARCH_PAGE_PATH = '/suche'
/** How often a server looks whether another process (a reindex, an instance) changed the rows. */
const STALE_CHECK_MS = 10_000

/** A row of the `search` collection, as the plugin and our `beforeSync` write it. */
export type SearchRow = {
  id: number | string
  title?: string | null
  doc?: { relationTo: string; value: number | string | { id: number | string } } | null
  path?: string | null
  headings?: string | null
  body?: string | null
  description?: string | null
  imageUrl?: string | null
  updatedAt?: string
}

type State = {
  payload: Payload | null
  index: SearchIndex | null
  loading: Promise<SearchIndex> | null
  /** Row count and newest change when the index was read; null after a change made here. */
  signature: string | null
  checkedAt: number
  checking: boolean
  /** Counts changes made here, so a load that raced one knows it may have missed it. */
  changes: number
}

// One per process: Next.js may evaluate this module once per route bundle.
const state = processWide<State>('search.store', () => ({
  payload: null,
  index: null,
  loading: null,
  signature: null,
  checkedAt: 0,
  checking: false,
  changes: 0,
}))

/** The next query compares the rows with the index (after another instance changed them). */
export function checkSearchRowsSoon() {
  state.checkedAt = 0
}

/** Called when Payload starts: the index is read from this instance's database, lazily. */
export function attachSearchStore(payload: Payload) {
  if (state.payload === payload) return
  state.payload = payload
  state.index = null
  state.loading = null
  state.signature = null
}

/** Drops the index; the next search reads the rows again (as a server started afresh would). */
export function forgetSearchIndex() {
  state.index = null
  state.signature = null
}

export function toSearchDocument(row: SearchRow): SearchDocument | null {
  const relation = row.doc?.relationTo
  if (!relation || !isSearchedCollection(relation) || !row.path) return null
  const value = row.doc!.value
  const id = typeof value === 'object' ? value.id : value
  const { postType, label } = SEARCHED_COLLECTIONS[relation]
  return {
    key: `${relation}:${id}`,
    id,
    postType,
    typeLabel: label,
    title: row.title ?? '',
    headings: row.headings ?? '',
    body: row.body ?? '',
    description: row.description ?? '',
    path: row.path,
    imageUrl: row.imageUrl ?? null,
  }
}

const keyOf = (row: SearchRow) => {
  const value = row.doc?.value
  const id = typeof value === 'object' && value ? value.id : value
  return row.doc ? `${row.doc.relationTo}:${id}` : null
}

/** The index, read from the database on first use. */
export function searchIndex(): Promise<SearchIndex> {
  if (state.index) {
    maybeCheckStale()
    return Promise.resolve(state.index)
  }
  const payload = state.payload
  if (!payload) return Promise.reject(new Error('The site search has no Payload instance yet'))
  state.loading ??= load(payload).finally(() => {
    state.loading = null
  })
  return state.loading
}

/** Never equal to a real signature: the next check rebuilds. */
const STALE = 'stale'

async function load(payload: Payload): Promise<SearchIndex> {
  const changesBefore = state.changes
  const signature = await readSignature(payload)
  const { docs } = await payload.find({
    collection: SEARCH_SLUG,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const index = new SearchIndex()
  await index.addAll(
    (docs as SearchRow[]).map(toSearchDocument).filter((doc): doc is SearchDocument => !!doc),
  )
  if (state.payload === payload) {
    state.index = index
    state.signature = state.changes === changesBefore ? signature : STALE
    state.checkedAt = state.changes === changesBefore ? clock.ms() : 0
  }
  return index
}

async function readSignature(payload: Payload): Promise<string> {
  const newest = await payload.find({
    collection: SEARCH_SLUG,
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
    select: { updatedAt: true },
    overrideAccess: true,
  })
  return `${newest.totalDocs}:${(newest.docs[0] as SearchRow | undefined)?.updatedAt ?? ''}`
}

/**
 * Rows written by another process (`npm run search:reindex`, another instance) reach this index
 * within STALE_CHECK_MS: a cheap query compares count and newest change, and a difference
 * rebuilds in the background while the old index keeps answering.
 */
function maybeCheckStale() {
  const payload = state.payload
  if (!payload || state.checking || clock.ms() - state.checkedAt < STALE_CHECK_MS) return
  state.checking = true
  state.checkedAt = clock.ms()
  void readSignature(payload)
    .then(async (signature) => {
      if (state.signature === null) {
        state.signature = signature
      } else if (signature !== state.signature) {
        await load(payload)
        processService('expirePage')?.(SEARCH_PAGE_PATH)
      }
    })
    .catch((error: unknown) => payload.logger.warn(`Search index check failed: ${String(error)}`))
    .finally(() => {
      state.checking = false
    })
}

/** A row was written here (the plugin syncs on publish): the index follows at once. */
export function recordSearchRow(row: SearchRow) {
  if (state.index) {
    const document = toSearchDocument(row)
    if (document) state.index.put(document)
    else {
      const key = keyOf(row)
      if (key) state.index.remove(key)
    }
  }
  changedHere()
}

export function removeSearchRow(row: SearchRow) {
  const key = keyOf(row)
  if (state.index && key) state.index.remove(key)
  changedHere()
}

function changedHere() {
  state.changes++
  state.signature = state.loading ? STALE : null
  processService('expirePage')?.(SEARCH_PAGE_PATH)
}

/** The search as the endpoint, the results page and the front server use it. */
export async function runSiteSearch(
  request: SiteSearchRequest,
): Promise<{ total: number; hits: SiteSearchHit[] }> {
  return searchWith(await searchIndex(), request)
}

/** One index's answer in the shape the bridge carries (also the benchmark's, on its own index). */
export function searchWith(
  index: SearchIndex,
  request: SiteSearchRequest,
): { total: number; hits: SiteSearchHit[] } {
  const { total, hits } = index.search(request)
  return {
    total,
    hits: hits.map(({ document, titleMarks, excerpt, excerptMarks }) => ({
      key: document.key,
      id: document.id,
      url: document.path,
      title: document.title,
      typeLabel: document.typeLabel,
      imageUrl: document.imageUrl,
      titleMarks,
      excerpt,
      excerptMarks,
    })),
  }
}
