import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { plainText } from '../content/plainText'
import type { Segment } from '../content/segments'
import { isPublic, type WxrItem } from '../wxr/types'
import { termsOf } from './terms'
import { slugOf } from './addresses'
import { journalOf } from './journal'
import { layoutOf } from './layout'
import { count, type ImportReport } from './report'
import type { ExportScan, ItemSummary } from './scan'

/** A stand-in id for what a dry run would create. */
export const DRY_ID = -1

const plans = new WeakMap<PayloadRequest, Set<string>>()

/**
 * What this run has created so far, by collection and key. An import finds what it made a moment
 * ago in the database; a dry run writes nothing, so it asks here instead: a second item with the
 * same identity (a term named twice, a post listed twice) is „aktualisiert“ in both, and the dry
 * run's counts are the import's.
 */
export function plannedBefore(req: PayloadRequest, collection: string, key: string | number) {
  let plan = plans.get(req)
  if (!plan) plans.set(req, (plan = new Set()))
  const entry = `${collection}\n${key}`
  const before = plan.has(entry)
  plan.add(entry)
  return before
}

/** Categories and tags by their slug; existing ones are reused. */
export async function importTerms(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  dryRun: boolean,
  report: ImportReport,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  const targets = {
    category: COLLECTIONS.postCategories,
    post_tag: COLLECTIONS.postTags,
    portfolio_category: COLLECTIONS.portfolioCategories,
  } as const
  const kinds = {
    category: 'Kategorien',
    post_tag: 'Schlagwörter',
    portfolio_category: 'Portfolio-Kategorien',
  }
  for (const term of termsOf(scan)) {
    const collection = targets[term.taxonomy as keyof typeof targets]
    if (!collection) continue
    const slug = slugOf({ slug: term.slug, title: term.name, id: term.id })
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      req,
    })
    const again = plannedBefore(req, collection, slug)
    if (again && ids.has(`${term.taxonomy}:${term.slug}`)) continue
    let id: number | string = docs[0]?.id ?? DRY_ID
    if (!docs[0] && !dryRun) {
      id = (
        await payload.create({
          collection,
          data: { name: term.name, slug, wordpressId: term.id },
          req,
        })
      ).id
      journalOf(req)?.created(collection, id)
    }
    count(report, kinds[term.taxonomy as keyof typeof kinds], !docs[0] && !again)
    ids.set(`${term.taxonomy}:${term.slug}`, id)
  }
  return ids
}

/** Addresses of pages this import did not make (the site's own): an imported page must not take one. */
export async function ownSlugs(
  payload: Payload,
  req: PayloadRequest,
  collection:
    | typeof COLLECTIONS.posts
    | typeof COLLECTIONS.products
    | typeof COLLECTIONS.portfolio
    | typeof COLLECTIONS.events,
): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection,
    where: { wordpressId: { exists: false } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    draft: true,
    req,
  })
  return new Set(docs.flatMap((doc) => (doc.slug ? [doc.slug] : [])))
}

export async function ownPagePaths(payload: Payload, req: PayloadRequest): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.pages,
    where: { wordpressId: { exists: false } },
    select: { path: true },
    depth: 0,
    pagination: false,
    draft: true,
    req,
  })
  return new Set(docs.flatMap((doc) => (doc.path ? [doc.path] : [])))
}

/** The page's or post's fields here. */
export function docData(
  item: WxrItem,
  segments: Segment[],
  scan: ExportScan,
  media: Map<number, number | string>,
  terms: Map<string, number | string>,
  paths: Map<number, { slug: string }>,
  postSlugs: Map<number, string>,
  formOf?: (wordpressId: string, title: string) => number | string | undefined,
): Record<string, unknown> {
  const summary = scan.items.get(item.id) as ItemSummary | undefined
  const layout = layoutOf(segments, item.title, formOf)
  const common = {
    title: item.title || '(ohne Titel)',
    _status: isPublic(item) ? 'published' : 'draft',
    wordpressId: item.id,
    layout,
  }
  if (item.type === 'page') return { ...common, slug: paths.get(item.id)?.slug ?? slugOf(item) }
  const picked = (taxonomy: string) =>
    item.terms
      .filter((term) => term.taxonomy === taxonomy)
      .flatMap((term) => {
        const id = terms.get(`${taxonomy}:${term.slug || term.name}`)
        return id === undefined ? [] : [id]
      })
  const image = summary?.thumbnailId !== undefined ? media.get(summary.thumbnailId) : undefined
  return {
    ...common,
    slug: postSlugs.get(item.id) ?? slugOf(item),
    publishedAt: item.date,
    authorName: scan.authors.get(item.author) || null,
    excerpt: plainText(item.excerpt).replace(/\s+/g, ' ').slice(0, 400) || null,
    image: image ?? null,
    categories: picked('category'),
    tags: picked('post_tag'),
  }
}

export async function findByWordpressId(
  payload: Payload,
  req: PayloadRequest,
  collection: CollectionSlug,
  wordpressId: number,
): Promise<number | string | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { wordpressId: { equals: wordpressId } },
    limit: 1,
    depth: 0,
    pagination: false,
    draft: true,
    req,
  } as never)
  return (docs[0] as { id: number | string } | undefined)?.id
}

const WITH_DRAFTS = new Set<string>([COLLECTIONS.pages, COLLECTIONS.posts, COLLECTIONS.portfolio])

/** Creates the page or post, or updates the one an earlier import made. */
export async function upsert(
  payload: Payload,
  req: PayloadRequest,
  collection:
    | typeof COLLECTIONS.pages
    | typeof COLLECTIONS.posts
    | typeof COLLECTIONS.products
    | typeof COLLECTIONS.portfolio
    | typeof COLLECTIONS.events
    | typeof COLLECTIONS.contactForms,
  wordpressId: number,
  data: Record<string, unknown>,
  dryRun: boolean,
): Promise<{ id: number | string; created: boolean }> {
  const found = await findByWordpressId(payload, req, collection, wordpressId)
  const again = plannedBefore(req, collection, wordpressId)
  if (dryRun) return { id: found ?? DRY_ID, created: found === undefined && !again }
  // Products and forms have no drafts (a product's „Aktiv“ box says whether the shop shows it).
  const draft = WITH_DRAFTS.has(collection) ? data._status !== 'published' : undefined
  if (found !== undefined) {
    const before = await payload.findByID({ collection, id: found, depth: 0, draft: true, req })
    journalOf(req)?.updated(collection, found, before as unknown as Record<string, unknown>)
    await payload.update({ collection, id: found, data: data as never, req, draft })
    return { id: found, created: false }
  }
  const doc = await payload.create({ collection, data: data as never, req, draft })
  journalOf(req)?.created(collection, doc.id)
  return { id: doc.id, created: true }
}

export async function upsertRedirect(
  payload: Payload,
  req: PayloadRequest,
  from: string,
  to: string,
) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.redirects,
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) {
    if (docs[0].to === to) return
    journalOf(req)?.updated(COLLECTIONS.redirects, docs[0].id, { to: docs[0].to })
    await payload.update({
      collection: COLLECTIONS.redirects,
      id: docs[0].id,
      data: { to },
      req,
    })
    return
  }
  const doc = await payload.create({
    collection: COLLECTIONS.redirects,
    data: { from, to },
    req,
  })
  journalOf(req)?.created(COLLECTIONS.redirects, doc.id)
}
