import type { ServerResponse } from 'node:http'

import { processService } from '@/contracts/processServices'
import { wordpressQueryOf } from '@/contracts/wordpressAddresses'
import { LOCKED_POLICY } from '@/lib/securityHeaders'

import { SEARCH_PATH } from './searchPage'
import type { Visit } from './visit'

type Address = { pathname: string; search: string }
type Answer = (visit: Visit) => Promise<void> | undefined

/**
 * How `/` answers a query WordPress would read (docs/wordpress-import.md): `/?s=Farbe` is the
 * site's search; an old address (`/?p=12`, `/?cat=3`, `/?feed=rss2`) gets a 301 to where an
 * import said it moved, else a 404. It is never the home page with 200: a link to a post that
 * did not come along must not look like it works. Any other query is the home page as usual.
 */
export function createWordpressAnswers(page: {
  withBase: (res: ServerResponse, visit: Visit, policy: string) => void
  answered: (visit: Visit) => void
  notFound: Answer
  cachedOrRendered: (visit: Visit, url: Address) => Promise<void> | undefined
}) {
  /** A permanent move, cached by browsers and proxies for an hour. */
  function movedPermanently(visit: Visit, to: string): undefined {
    page.withBase(visit.res, visit, LOCKED_POLICY)
    visit.res.writeHead(301, { location: to, 'cache-control': 'public, max-age=3600' })
    visit.res.end()
    page.answered(visit)
    return undefined
  }

  async function movedOrNotFound(visit: Visit, url: Address, moved: Promise<string | null>) {
    let to: string | null
    try {
      to = await moved
    } catch {
      // The list of moves could not be read: the page as without one, rather than a false 404.
      return page.cachedOrRendered(visit, url)
    }
    return to ? movedPermanently(visit, to) : page.notFound(visit)
  }

  return function answer(visit: Visit, url: Address): Promise<void> | undefined {
    const query = wordpressQueryOf(url.search)
    if (query?.kind === 'search')
      return movedPermanently(visit, `${SEARCH_PATH}?s=${encodeURIComponent(query.terms)}`)
    const moved = query?.kind === 'address' ? processService('movedTo')?.(query.key) : undefined
    return moved ? movedOrNotFound(visit, url, moved) : page.cachedOrRendered(visit, url)
  }
}
