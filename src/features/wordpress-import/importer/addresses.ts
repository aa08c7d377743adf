import { HOME_SLUG } from '@/contracts/homePage'
import { wordpressQueryOf } from '@/contracts/wordpressAddresses'
import anyAscii from 'any-ascii'

import { slugify } from '@/lib/slugify'

import { DERIVED_ID_BASE } from '../wxr/itemIdentity'
import { isPublic } from '../wxr/types'
import type { ExportScan, ItemSummary } from './scan'

/** The old site's host names (with and without `www.`), lower case. */
export function siteHosts(scan: ExportScan): Set<string> {
  const hosts = new Set<string>()
  // The channel's link, else the items' (WooCommerce's sample export has `<link>http:</link>`).
  const links = [scan.site?.link ?? '', ...[...scan.items.values()].map((item) => item.link)]
  const host = links
    .filter((link) => URL.canParse(link))
    .map((link) => new URL(link).host.toLowerCase())
    .find(Boolean)
  if (host) hosts.add(host).add(host.startsWith('www.') ? host.slice(4) : `www.${host}`)
  return hosts
}

/** An address on the old site as a path without the trailing slash WordPress adds. */
export function oldPath(url: string, hosts: ReadonlySet<string>): string | null {
  try {
    const parsed = new URL(url, 'https://old.invalid')
    if (parsed.host !== 'old.invalid' && !hosts.has(parsed.host.toLowerCase())) return null
    const path = decodeURIComponent(parsed.pathname).replace(/\/+$/, '') || '/'
    const query = path === '/' ? wordpressQueryOf(parsed.search) : null
    return query?.kind === 'address' ? query.key : path
  } catch {
    return null
  }
}

/** A slug WordPress wrote (percent-encoded UTF-8, umlauts) as one of ours. */
export const slugOf = (item: Pick<ItemSummary, 'slug' | 'title' | 'id'>) => {
  let raw = item.slug
  try {
    raw = decodeURIComponent(item.slug)
  } catch {
    // Kept as written.
  }
  return (
    slugify(transliterated(raw)) ||
    slugify(transliterated(item.title)) ||
    (item.id >= DERIVED_ID_BASE ? 'ohne-titel' : `seite-${item.id}`)
  )
}

/**
 * Runs of letters outside the Latin ones (Cyrillic, Greek, CJK …) in Latin letters, so a post
 * titled „Привет“ gets `/aktuelles/privet` and not a number; German umlauts stay for slugify
 * (ä → ae, which any-ascii would make a).
 */
const transliterated = (text: string) =>
  text.replace(/[^ -\u024f]+/g, (run) => ` ${anyAscii(run)} `)

/** The export's front page: the published page whose address was the site's root. */
export const frontPageId = (scan: ExportScan, hosts: ReadonlySet<string>): number | undefined =>
  [...scan.items.values()].find(
    (item) => item.type === 'page' && isPublic(item) && oldPath(item.link, hosts) === '/',
  )?.id

/**
 * Page addresses from slugs and parents, as the pages feature will compute them. The old front
 * page (`homeId`) becomes the home page (`/`) where that is free; a top-level page slugged as the
 * home page would be `/` too, so it is numbered unless it is the front page.
 */
export function pagePaths(
  pages: ItemSummary[],
  taken: (path: string) => boolean,
  homeId?: number,
): Map<number, { path: string; slug: string; clashedWith?: string }> {
  const byId = new Map(pages.map((page) => [page.id, page]))
  const result = new Map<number, { path: string; slug: string; clashedWith?: string }>()
  const used = new Set<string>()
  const resolve = (page: ItemSummary, trail: Set<number>): string => {
    const known = result.get(page.id)
    if (known) return known.path
    const parent = byId.get(page.parent)
    const base =
      parent && !trail.has(parent.id) ? resolve(parent, new Set([...trail, page.id])) : ''
    const own = slugOf(page)
    // At the top, the home page's slug is the address `/` (pagePath in the pages feature).
    const at = (slug: string) =>
      !base && slug === HOME_SLUG ? '/' : `${base === '/' ? '' : base}/${slug}`
    const candidates = function* () {
      if (!base && page.id === homeId) yield HOME_SLUG
      if (own !== HOME_SLUG || base) yield own
      for (let n = 2; ; n += 1) yield `${own}-${n}`
    }
    const wanted = at(!base && page.id === homeId ? HOME_SLUG : own)
    let slug = own
    let path = wanted
    for (slug of candidates()) {
      path = at(slug)
      if (!taken(path) && !used.has(path)) break
    }
    used.add(path)
    result.set(page.id, { path, slug, ...(path !== wanted ? { clashedWith: wanted } : {}) })
    return path
  }
  for (const page of pages) resolve(page, new Set())
  return result
}

/** Words under /aktuelles that are no post's address (the posts feature refuses them). */
const RESERVED_POST_SLUGS = new Set(['seite', 'kategorie', 'schlagwort', 'feed'])

/**
 * Post (or product) slugs, unique among themselves and the site's own (`-2`, `-3` … as WordPress
 * does), never a reserved word.
 */
export function postSlugs(
  posts: ItemSummary[],
  taken: ReadonlySet<string>,
  reserved: ReadonlySet<string> = RESERVED_POST_SLUGS,
): Map<number, string> {
  const result = new Map<number, string>()
  const used = new Set<string>()
  for (const post of posts) {
    const base = slugOf(post)
    let slug = base
    for (let n = 2; taken.has(slug) || used.has(slug) || reserved.has(slug); n += 1)
      slug = `${base}-${n}`
    used.add(slug)
    result.set(post.id, slug)
  }
  return result
}
