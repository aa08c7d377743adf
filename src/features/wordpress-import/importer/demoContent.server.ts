import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import type { ImportReport } from './report'

/**
 * Pages the site links on its own (footer, checkout, consent banner): a demo one stays until the
 * export brings a page at its address, so no link of the site ends on „nicht gefunden“.
 */
const SITE_PAGES = new Set([
  '/',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/widerrufsbelehrung',
  '/versand-und-zahlung',
])

/** Demo content the import replaces: what the seed made and nobody has saved since. */
const DEMO_COLLECTIONS = [
  [COLLECTIONS.pages, 'Seite'],
  [COLLECTIONS.posts, 'Beitrag'],
  [COLLECTIONS.portfolio, 'Portfolio'],
  [COLLECTIONS.products, 'Produkt'],
] as const

type DemoDoc = {
  collection: CollectionSlug
  kind: string
  id: number | string
  title: string
  path?: string | null
  slug?: string | null
  parent?: number | string | null
}

async function untouchedDemo(payload: Payload, req: PayloadRequest): Promise<DemoDoc[]> {
  const found: DemoDoc[] = []
  for (const [collection, kind] of DEMO_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { demo: { equals: true } },
      depth: 0,
      pagination: false,
      draft: true,
      req,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Record<string, unknown>[])
      found.push({
        collection,
        kind,
        id: doc.id as number | string,
        title: String(doc.title ?? ''),
        path: doc.path as string | null | undefined,
        slug: doc.slug as string | null | undefined,
        parent: doc.parent as number | string | null | undefined,
      })
  }
  return found
}

/** Whether the site still holds the demo salon's untouched content (the import offers to replace it). */
export async function holdsDemo(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: COLLECTIONS.pages,
    where: { demo: { equals: true } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * The demo documents the import removes: every untouched demo page, post, work and product,
 * except the pages the site links itself while the export has none at their address, and a
 * page that still has a child of the owner's. The rest is reported as kept, with the reason.
 */
async function planDemoRemoval(
  payload: Payload,
  req: PayloadRequest,
  importedPaths: ReadonlySet<string>,
): Promise<DemoDoc[]> {
  const demo = await untouchedDemo(payload, req)
  const removed = demo.filter(
    (doc) =>
      doc.collection !== COLLECTIONS.pages ||
      !doc.path ||
      !SITE_PAGES.has(doc.path) ||
      importedPaths.has(doc.path),
  )
  // A page stays while a page that is not removed hangs below it (its address would change).
  const removedIds = () => new Set(removed.map((doc) => `${doc.collection}:${doc.id}`))
  const { docs: children } = await payload.find({
    collection: COLLECTIONS.pages,
    where: { parent: { exists: true } },
    select: { parent: true },
    depth: 0,
    pagination: false,
    draft: true,
    req,
    overrideAccess: true,
  })
  for (let changed = true; changed;) {
    changed = false
    const ids = removedIds()
    for (const child of children) {
      const parent = `${COLLECTIONS.pages}:${String(child.parent)}`
      if (ids.has(`${COLLECTIONS.pages}:${child.id}`) || !ids.has(parent)) continue
      removed.splice(
        removed.findIndex((doc) => `${doc.collection}:${doc.id}` === parent),
        1,
      )
      changed = true
    }
  }
  return removed
}

/**
 * Removes the demo documents the import replaces (children before parents; in a dry run only
 * reported) and returns what they held: the pages' addresses and the others' slugs.
 */
export async function replaceDemo(
  payload: Payload,
  req: PayloadRequest,
  importedPaths: ReadonlyMap<number, { path: string }>,
  options: { dryRun: boolean },
  report: ImportReport,
): Promise<Set<string>> {
  const wanted = new Set([...importedPaths.values()].map((entry) => entry.path))
  const removed = await planDemoRemoval(payload, req, wanted)
  const depth = (doc: DemoDoc) => (doc.path ?? '').split('/').length
  const held = new Set<string>()
  for (const doc of [...removed].sort((a, b) => depth(b) - depth(a))) {
    if (!options.dryRun)
      await payload.delete({ collection: doc.collection, id: doc.id, req, overrideAccess: true })
    report.demo.removed.push({ title: doc.title, type: doc.kind })
    const address = doc.collection === COLLECTIONS.pages ? doc.path : doc.slug
    if (address) held.add(address)
  }
  return held
}
