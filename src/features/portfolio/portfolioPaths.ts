/** The addresses of the portfolio (docs/posts.md); CONTRACTS.md fixes `/portfolio`. */
export const PORTFOLIO_PATHS = {
  list: '/portfolio',
  category: (slug: string) => `/portfolio/kategorie/${encodeURIComponent(slug)}`,
  detail: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
} as const

/** Words under /portfolio that can be no work's address. */
export const RESERVED_PORTFOLIO_SLUGS: ReadonlySet<string> = new Set(['kategorie'])

export type PortfolioTarget =
  { kind: 'list'; category: string | null } | { kind: 'work'; slug: string } | { kind: 'none' }

/** What an address under /portfolio names; `segments` are the parts after it, decoded. */
export function portfolioTargetOf(segments: string[]): PortfolioTarget {
  const [first, second, ...rest] = segments
  if (first === undefined) return { kind: 'list', category: null }
  if (first === 'kategorie')
    return second && rest.length === 0 ? { kind: 'list', category: second } : { kind: 'none' }
  return second === undefined ? { kind: 'work', slug: first } : { kind: 'none' }
}
