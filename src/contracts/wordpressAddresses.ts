/**
 * WordPress's addresses by query (`/?p=12`, `/?cat=3`): one rule for the import that keeps them
 * as old addresses, the redirects collection that stores them and the front server that answers
 * them. WordPress reads these variables on any path; a site that moved in from WordPress answers
 * them on `/`, where the old links point.
 */

/** The variables that name one post, page, file, term, product, author or date archive. */
export const WORDPRESS_QUERY_VARS = [
  'p',
  'page_id',
  'attachment_id',
  'cat',
  'tag',
  'product',
  'author',
  'm',
  'feed',
] as const

export type WordpressQueryVar = (typeof WORDPRESS_QUERY_VARS)[number]

/** A stored old address of this form (the redirects collection validates `from` with it). */
export const WORDPRESS_QUERY = new RegExp(
  `^/\\?(?:${WORDPRESS_QUERY_VARS.join('|')})=[\\w%.!~*'()-]{1,200}$`,
)

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/**
 * The one spelling of an old query address: `/?tag=%C3%A4rger` however the link wrote it
 * (`%c3%a4`, `ä`); the import stores this, the front server looks this up.
 */
export const wordpressQueryKey = (name: WordpressQueryVar, value: string | number) =>
  `/?${name}=${encodeURIComponent(decoded(String(value)).trim().toLowerCase())}`

/**
 * What a request's query on `/` is, for WordPress: a search (`?s=`, answered by the site's own
 * search), an old address to look up (the first WordPress variable, whatever else the link
 * carries, like `utm_source`), or nothing WordPress would read (null: the home page as usual).
 */
export function wordpressQueryOf(
  search: string,
): { kind: 'search'; terms: string } | { kind: 'address'; key: string } | null {
  if (!search || search === '?') return null
  const params = new URLSearchParams(search)
  for (const [name, value] of params) {
    if ((WORDPRESS_QUERY_VARS as readonly string[]).includes(name))
      return { kind: 'address', key: wordpressQueryKey(name as WordpressQueryVar, value) }
  }
  const terms = params.get('s')
  return terms !== null ? { kind: 'search', terms } : null
}
