/**
 * What the search covers, by collection: the `post_type[]` name API clients filter by (WordPress'
 * names, as the live-search endpoint of docs/contracts.md takes them) and the label suggestions show.
 * A collection joins with a `path` field (its public address) and, if it can be hidden, a
 * `published` checkbox: a hidden document is kept out of the index.
 */
export const SEARCHED_COLLECTIONS = {
  pages: { postType: 'page', label: 'Seite', pictures: [] },
  events: { postType: 'tribe_events', label: 'Veranstaltung', pictures: ['picture'] },
  posts: { postType: 'post', label: 'Beitrag', pictures: ['image'] },
  // The after picture is a work's main one; a work with only a before picture shows that.
  portfolio: { postType: 'avada_portfolio', label: 'Portfolio', pictures: ['after', 'before'] },
} as const satisfies Record<
  string,
  {
    postType: string
    label: string
    /** Its own picture fields (upload to media), tried in order for the suggestion's picture. */
    pictures: readonly string[]
  }
>

export type SearchedCollection = keyof typeof SEARCHED_COLLECTIONS

export const POST_TYPES: ReadonlySet<string> = new Set(
  Object.values(SEARCHED_COLLECTIONS).map((entry) => entry.postType),
)

export const isSearchedCollection = (slug: string): slug is SearchedCollection =>
  Object.hasOwn(SEARCHED_COLLECTIONS, slug)
