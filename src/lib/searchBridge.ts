/**
 * The site search runs inside the Next.js bundle (Payload's hooks keep its index current); the
 * front server (src/server/) composes `/suche` pages from it without a framework render. They
 * meet here, on a process-wide symbol, as the page cache does in `pageCacheBridge.ts`.
 */
export type SiteSearchRequest = {
  query: string
  offset: number
  limit: number
  postTypes?: readonly string[]
  titlesOnly?: boolean
}

export type SiteSearchHit = {
  key: string
  id: number | string
  url: string
  title: string
  typeLabel: string
  imageUrl: string | null
  titleMarks: [number, number][]
  excerpt: string
  excerptMarks: [number, number][]
}

export type SiteSearch = (
  request: SiteSearchRequest,
) => Promise<{ total: number; hits: SiteSearchHit[] }>

const KEY = Symbol.for('salon.search.run')
type Holder = { [KEY]?: SiteSearch }

export function registerSiteSearch(search: SiteSearch) {
  ;(globalThis as Holder)[KEY] = search
}

/** The site search of this process, once Payload has started in it. */
export const siteSearch = (): SiteSearch | undefined => (globalThis as Holder)[KEY]
