import type { ServerResponse } from 'node:http'

import { processService } from '@/contracts/processServices'
import { LOCKED_POLICY } from '@/lib/securityHeaders'

import type { AppRoutes } from './appRoutes'
import type { CachedPage, PageCache } from './pageCache'
import { pageOf, type Rendered } from './pageRenderer'
import { createSearchPages, SEARCH_PATH } from './searchPage'
import { refuse } from './refuse'
import type { Visit } from './visit'
import { createWordpressAnswers } from './wordpressAnswers'

/** Path and query of a request (a URL when there was anything to normalise). */
export type Address = { pathname: string; search: string }

/** Rendered once and answered for every address that is no page (not a page path itself). */
export const NOT_FOUND_KEY = '/_nicht-gefunden'

type Options = {
  cache: PageCache
  /** Results pages of the site search (searchPage.tsx). */
  searchCache: PageCache
  renderOnce: (key: string, cookie?: string) => Promise<Rendered>
  appRoutes: AppRoutes
  answer: (visit: Visit, page: CachedPage, state: string) => void
  /** Counts an answer written from memory; `track` one that finishes later. */
  answered: (visit: Visit) => void
  track: (visit: Visit) => void
  withBase: (res: ServerResponse, visit: Visit, policy: string) => void
  log?: (message: string) => void
}

/**
 * Public pages: from memory when cached (written at once, no promise on that path), else
 * rendered once; an address that is no page, or a file name nothing serves, gets the 404 page
 * rendered once for all of them.
 */
export function createPageServer(options: Options) {
  const { cache, renderOnce, appRoutes, answer, answered, track, withBase, log } = options
  const searchPages = createSearchPages({
    cache: options.searchCache,
    renderShell: async () => pageOf(await renderOnce(SEARCH_PATH)),
  })

  const notFoundPage = async () =>
    cache.get(NOT_FOUND_KEY) ?? pageOf(await renderOnce(NOT_FOUND_KEY))

  async function render(visit: Visit, url: Address, key: string): Promise<void> {
    const { req, res } = visit
    let rendered: Rendered
    try {
      if (isNoPage(url.pathname, appRoutes)) {
        const page = await notFoundPage()
        if (page?.status === 404) return answer(visit, page, 'NOT-FOUND')
      }
      rendered = await renderOnce(key, req.headers.cookie)
    } catch (error) {
      return unavailable(visit, url, error)
    }
    if (rendered.kind === 'page') return answer(visit, rendered.page, 'MISS')
    withBase(res, visit, LOCKED_POLICY)
    res.writeHead(rendered.status, rendered.headers)
    res.end(req.method === 'HEAD' ? undefined : rendered.body)
  }

  function unavailable(visit: Visit, url: Address, error: unknown) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed'
    log?.(`Rendering ${url.pathname} ${reason}: ${error instanceof Error ? error.message : error}`)
    withBase(visit.res, visit, LOCKED_POLICY)
    visit.res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
    visit.res.end(
      'Die Seite ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    )
  }

  /** `/suche` with a query: results from memory or the search (searchPage.tsx). */
  async function search(visit: Visit, url: Address): Promise<void> {
    const found = await searchPages(new URL(`http://front${visit.rawUrl}`)).catch(
      (error: unknown) => {
        log?.(`Search page failed: ${error instanceof Error ? error.message : error}`)
        return null
      },
    )
    if (!found) return cachedOrRendered(visit, url)
    fromMemory(visit, found.page, found.state)
  }

  /** A page written from memory, counted at once. */
  function fromMemory(visit: Visit, page: CachedPage, state: string): undefined {
    answer(visit, page, state)
    answered(visit)
    return undefined
  }

  function cachedOrRendered(visit: Visit, url: Address): Promise<void> | undefined {
    const key = url.pathname + url.search
    const hit = cache.get(key)
    if (hit) return fromMemory(visit, hit, 'HIT')
    track(visit)
    return render(visit, url, key)
  }

  /** An address that names a file nothing here serves (`/wp-login.php`, `/.env`). */
  function notFound(visit: Visit): Promise<void> | undefined {
    const cached = cache.get(NOT_FOUND_KEY)
    if (cached) return fromMemory(visit, cached, 'NOT-FOUND')
    track(visit)
    return notFoundPage().then(
      (page) => {
        if (page?.status === 404) return answer(visit, page, 'NOT-FOUND')
        withBase(visit.res, visit, LOCKED_POLICY)
        return refuse(visit.req, visit.res, NO_SUCH_FILE, false)
      },
      (error: unknown) => unavailable(visit, new URL('http://front/'), error),
    )
  }

  const wordpress = createWordpressAnswers({ withBase, answered, notFound, cachedOrRendered })

  return {
    page(visit: Visit, url: Address): Promise<void> | undefined {
      if (url.pathname === SEARCH_PATH) return search(visit, url)
      if (url.pathname === '/' && url.search) return wordpress(visit, url)
      return cachedOrRendered(visit, url)
    },

    notFound,
  }
}

const NO_SUCH_FILE = { status: 404, code: 'not_found', message: 'There is no such file.' } as const

/** Known to be no page: the lookup is ready, the path is in canonical form and not a route. */
function isNoPage(pathname: string, appRoutes: AppRoutes): boolean {
  const lookup = processService('pageLookup')
  if (!lookup || (pathname !== '/' && pathname.endsWith('/'))) return false
  if (appRoutes.isAppRoute(pathname)) return false
  return lookup(decodeURIComponent(pathname)) === false
}
