/** The site search as the front server asks it for `/suche` (processServices.ts `siteSearch`). */
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
