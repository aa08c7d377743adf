import crypto from 'node:crypto'

import { renderToStaticMarkup } from 'react-dom/server'

import { readResultsParams, RESULTS_PER_PAGE, resultsHref } from '@/features/search/resultsPage'
import { SEARCH_BODY_ATTRIBUTE, SearchPageBody } from '@/features/search/SearchPageBody'
import { processService } from '@/contracts/processServices'

import { compressBoth } from './encode'
import type { CachedPage, PageCache } from './pageCache'
import { SEARCH_PATH } from './searchPath'

export { SEARCH_PATH }
const SHELL_KEY = SEARCH_PATH
const BODY_START = `<div class="search-page-body" ${SEARCH_BODY_ATTRIBUTE}=""`
const BODY_END = '</article>'
/** Results change with every publish, which expires them here at once; a CDN may keep a minute. */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

type Options = {
  /** Results pages only: a flood of distinct queries must not push the site's pages out. */
  cache: PageCache
  /** The `/suche` page as Next.js renders it without a query (stripped of the runtime). */
  renderShell: () => Promise<CachedPage | null>
}

/**
 * `/suche?s=…` without a framework render per query: Next.js renders the page once without a
 * query (the shell: header, footer, styles, islands), and each query replaces the shell's body
 * with `SearchPageBody` rendered to static markup around the in-memory search. A framework render
 * costs ~70 ms here; this costs a search and a small React render, so distinct queries stay fast.
 * Returns null when the search is not running yet, and Next.js renders the page itself.
 */
export function createSearchPages({ cache, renderShell }: Options) {
  async function shell(): Promise<{ html: string; page: CachedPage } | null> {
    const cached = cache.get(SHELL_KEY)
    if (cached) return { html: cached.identity.toString('utf8'), page: cached }
    const startedIn = cache.currentGeneration
    const page = await renderShell()
    if (!page || page.status !== 200) return null
    const html = page.identity.toString('utf8')
    if (!html.includes(BODY_START)) return null
    cache.set(SHELL_KEY, page, startedIn)
    return { html, page }
  }

  return async function answer(url: URL): Promise<{ page: CachedPage; state: string } | null> {
    const search = processService('siteSearch')
    if (!search) return null
    const { query, page, searchable } = readResultsParams(url.searchParams)
    const key = query ? resultsHref(query, page) : SHELL_KEY
    const hit = cache.get(key)
    if (hit) return { page: hit, state: 'HIT' }
    const startedIn = cache.currentGeneration
    const base = await shell()
    if (!base) return null
    if (!query) return { page: base.page, state: 'MISS' }
    const result = searchable
      ? await search({ query, offset: (page - 1) * RESULTS_PER_PAGE, limit: RESULTS_PER_PAGE })
      : undefined
    const body = renderToStaticMarkup(<SearchPageBody query={query} page={page} result={result} />)
    const html = spliceBody(base.html, body)
    if (!html) return null
    const identity = Buffer.from(html)
    const composed: CachedPage = {
      status: 200,
      // The shell's, its policy included: the body adds no script.
      headers: { ...base.page.headers, 'cache-control': CACHE_CONTROL },
      etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      ...(await compressBoth(identity, 'fast')),
    }
    cache.set(key, composed, startedIn)
    return { page: composed, state: 'MISS' }
  }
}

/** The shell with its search body (from the marker to the end of the article) replaced. */
export function spliceBody(shellHtml: string, body: string): string | null {
  const start = shellHtml.indexOf(BODY_START)
  const end = start < 0 ? -1 : shellHtml.indexOf(BODY_END, start)
  if (end < 0) return null
  return `${shellHtml.slice(0, start)}${body}${shellHtml.slice(end)}`
}
