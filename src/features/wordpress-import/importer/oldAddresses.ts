import { WORDPRESS_QUERY, wordpressQueryKey } from '@/contracts/wordpressAddresses'

import { slugify } from '@/lib/slugify'

import { oldPath, slugOf } from './addresses'
import { termsOf } from './terms'
import { isPublic } from '../wxr/types'
import type { ExportScan, ItemSummary } from './scan'

const ADDRESSED_TYPES = new Set(['page', 'post', 'product', 'avada_portfolio', 'tribe_events'])

/** Where the news and its lists are here (the posts feature's addresses). */
const NEWS = '/aktuelles'
const LISTS: Record<string, { base: string; here: (slug: string) => string }> = {
  category: { base: 'category', here: (slug) => `${NEWS}/kategorie/${slug}` },
  post_tag: { base: 'tag', here: (slug) => `${NEWS}/schlagwort/${slug}` },
  portfolio_category: {
    base: 'portfolio_category',
    here: (slug) => `/portfolio/kategorie/${slug}`,
  },
}
const QUERY_OF: Record<string, 'cat' | 'tag' | undefined> = { category: 'cat', post_tag: 'tag' }

const FEEDS = ['/feed', '/feed/rss2', '/feed/rss', '/feed/atom', '/feed/rdf', '/rss', '/rss2']
const FEED_QUERIES = ['rss2', 'rss', 'atom', 'rdf']

type Sources = {
  scan: ExportScan
  hosts: ReadonlySet<string>
  /** The item's new address, when it was imported and is listed. */
  addressOf: (item: ItemSummary) => string | undefined
  /** Addresses of the site's own pages: they stay theirs. */
  ownPaths: ReadonlySet<string>
  /** An attachment's file here (its address), when the media library took it. */
  fileOf: (attachmentId: number) => string | undefined
}

/** The ids WordPress had (not the hashes given to items that came without one). */
const realId = (item: ItemSummary) => item.idFrom !== 'guid'

/**
 * Every old address of what the import brings, to its new one: each published item's permalink,
 * `/?p=`, `/?page_id=` and a post's comment feed; each picture's attachment page and `/?attachment_id=`;
 * category, tag and portfolio-category archives with `/?cat=` and `/?tag=`; the authors' and the
 * months' and years' archives (`/?author=`, `/?m=`), which go to the news; the site's feeds. An
 * address one of the site's own pages has stays that page's; an address nothing here takes is
 * left out, and the front server answers it 404.
 */
export function oldAddresses({ scan, hosts, addressOf, ownPaths, fileOf }: Sources) {
  const moved = new Map<string, string>()
  const add = (from: string | null | undefined, to: string | undefined) => {
    if (!from || !to || from === to || from === '/' || ownPaths.has(from) || moved.has(from)) return
    // A query form the redirects cannot hold (a slug of 200 characters) is left to the 404.
    if (from.startsWith('/?') && !WORDPRESS_QUERY.test(from)) return
    moved.set(from, to)
  }
  const addressOfId = (id: number) => {
    const item = scan.items.get(id)
    return item && isPublic(item) && ADDRESSED_TYPES.has(item.type) ? addressOf(item) : undefined
  }
  let news = false
  const months = new Set<string>()
  const writers = new Set<string>()

  for (const item of scan.items.values()) {
    if (item.type === 'attachment') {
      const to = addressOfId(item.parent) ?? fileOf(item.id)
      add(oldPath(item.link, hosts), to)
      if (realId(item)) add(wordpressQueryKey('attachment_id', item.id), to)
      continue
    }
    if (!ADDRESSED_TYPES.has(item.type) || !isPublic(item)) continue
    const to = addressOf(item)
    if (!to) continue
    const from = oldPath(item.link, hosts)
    add(from, to)
    if (realId(item)) add(wordpressQueryKey(item.type === 'page' ? 'page_id' : 'p', item.id), to)
    if (item.type === 'product' && item.slug) add(wordpressQueryKey('product', item.slug), to)
    if (item.type !== 'post') continue
    // A post's comment feed: its comments did not come along, the post did.
    if (from?.startsWith('/') && !from.startsWith('/?')) add(`${from}/feed`, to)
    news = true
    writers.add(item.author)
    if (item.localDate) months.add(item.localDate.slice(0, 7))
  }

  for (const term of termsOf(scan)) {
    const list = LISTS[term.taxonomy]
    if (!list) continue
    const to = list.here(slugOf({ slug: term.slug, title: term.name, id: term.id }))
    add(`/${list.base}/${termPath(term, scan)}`, to)
    const query = QUERY_OF[term.taxonomy]
    if (query === 'cat' && term.id > 0) add(wordpressQueryKey('cat', term.id), to)
    if (query === 'tag') add(wordpressQueryKey('tag', term.slug), to)
  }

  if (!news) return moved
  for (const login of writers) {
    add(`/author/${login.toLowerCase()}`, NEWS)
    const id = scan.authorIds.get(login)
    if (id) add(wordpressQueryKey('author', id), NEWS)
  }
  for (const month of months) {
    const [year, number] = month.split('-') as [string, string]
    add(`/${year}`, NEWS)
    add(`/${year}/${number}`, NEWS)
    add(wordpressQueryKey('m', year), NEWS)
    add(wordpressQueryKey('m', `${year}${number}`), NEWS)
  }
  for (const feed of FEEDS) add(feed, `${NEWS}/feed`)
  for (const kind of FEED_QUERIES) add(wordpressQueryKey('feed', kind), `${NEWS}/feed`)
  return moved
}

/** A term's address below its base as WordPress writes it: a category under its parents. */
function termPath(
  term: { taxonomy: string; slug: string; parent?: string },
  scan: ExportScan,
): string {
  const trail = [wordpressSlug(term.slug)]
  const seen = new Set([term.slug])
  let parent = term.parent
  while (parent && !seen.has(parent)) {
    seen.add(parent)
    trail.unshift(wordpressSlug(parent))
    parent = scan.terms.find(
      (other) => other.taxonomy === term.taxonomy && other.slug === parent,
    )?.parent
  }
  return trail.join('/')
}

/**
 * A term's slug as it was in the old address (decoded, as the redirects keep paths); a term that
 * came with its name only (`<category>Name</category>`) gets the slug WordPress would have made.
 */
const wordpressSlug = (slug: string) => {
  if (!/^[a-z0-9%_-]+$/.test(slug)) return slugify(slug)
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}
