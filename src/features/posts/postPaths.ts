/** The addresses of „Aktuelles“ (docs/posts.md); CONTRACTS.md fixes `/aktuelles` and its feed. */
export const POST_PATHS = {
  list: '/aktuelles',
  listPage: (page: number) => (page <= 1 ? '/aktuelles' : `/aktuelles/seite/${page}`),
  detail: (slug: string) => `/aktuelles/${encodeURIComponent(slug)}`,
  category: (slug: string, page = 1) =>
    `/aktuelles/kategorie/${encodeURIComponent(slug)}${page > 1 ? `/seite/${page}` : ''}`,
  tag: (slug: string, page = 1) =>
    `/aktuelles/schlagwort/${encodeURIComponent(slug)}${page > 1 ? `/seite/${page}` : ''}`,
  feed: '/aktuelles/feed',
} as const

/** Posts on one page of a list. */
export const POSTS_PER_PAGE = 10

/** Words under /aktuelles that can be no post's address. */
export const RESERVED_POST_SLUGS: ReadonlySet<string> = new Set([
  'seite',
  'kategorie',
  'schlagwort',
  'feed',
])

export type PostListTarget = {
  kind: 'list'
  page: number
  filter: { by: 'category' | 'tag'; slug: string } | null
}

export type PostTarget = PostListTarget | { kind: 'post'; slug: string } | { kind: 'none' }

/** What an address under /aktuelles names; `segments` are the parts after it, decoded. */
export function postTargetOf(segments: string[]): PostTarget {
  const [first, second, third, fourth, ...rest] = segments
  if (rest.length > 0) return { kind: 'none' }
  if (first === undefined) return { kind: 'list', page: 1, filter: null }
  if (first === 'seite') {
    const page = pageNumber(second)
    return page && third === undefined ? { kind: 'list', page, filter: null } : { kind: 'none' }
  }
  if (first === 'kategorie' || first === 'schlagwort') {
    if (!second) return { kind: 'none' }
    const filter = { by: first === 'kategorie' ? 'category' : 'tag', slug: second } as const
    if (third === undefined) return { kind: 'list', page: 1, filter }
    const page = third === 'seite' ? pageNumber(fourth) : null
    return page ? { kind: 'list', page, filter } : { kind: 'none' }
  }
  return second === undefined && !RESERVED_POST_SLUGS.has(first)
    ? { kind: 'post', slug: first }
    : { kind: 'none' }
}

/** A page number as it stands in an address: 2, 3, … (page 1 is the list's own address). */
function pageNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,4}$/.test(value)) return null
  const page = Number(value)
  return page >= 2 ? page : null
}
