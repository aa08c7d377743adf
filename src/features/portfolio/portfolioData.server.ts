import type { Payload, Where } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { VideoEntry } from '@/lib/media/videoLink'
import type { Media, Portfolio } from '@/payload-types'

export type PortfolioCategoryView = { name: string; slug: string }

export type WorkView = {
  work: Portfolio
  before: Media | null
  after: Media | null
  /** „Weitere Bilder und Videos“: a video entry's picture is its preview. */
  pictures: Array<{ image: Media; caption: string | null; video: VideoEntry | null }>
  category: PortfolioCategoryView | null
}

const mediaOf = (value: unknown): Media | null =>
  typeof value === 'object' && value !== null ? (value as Media) : null

export const workViewOf = (work: Portfolio): WorkView => {
  const category = typeof work.category === 'object' ? work.category : null
  return {
    work,
    before: mediaOf(work.before),
    after: mediaOf(work.after),
    pictures: (work.pictures ?? []).flatMap((entry) => {
      const image = mediaOf(entry.image)
      return image
        ? [{ image, caption: entry.caption ?? null, video: entry.kind === 'video' ? entry : null }]
        : []
    }),
    category: category ? { name: category.name, slug: category.slug } : null,
  }
}

const published: Where = { _status: { equals: 'published' } }

/** Published work, newest first, of all or of one category; null when there is no such category. */
export async function listWork(
  payload: Payload,
  categorySlug: string | null,
): Promise<{ views: WorkView[]; category: PortfolioCategoryView | null } | null> {
  let where = published
  let category: PortfolioCategoryView | null = null
  if (categorySlug) {
    const { docs } = await payload.find({
      collection: COLLECTIONS.portfolioCategories,
      where: { slug: { equals: categorySlug } },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    if (!docs[0]) return null
    category = { name: docs[0].name, slug: docs[0].slug }
    where = { and: [published, { category: { equals: docs[0].id } }] }
  }
  const { docs } = await payload.find({
    collection: COLLECTIONS.portfolio,
    where,
    sort: ['-publishedAt', '-id'],
    depth: 1,
    limit: 100,
  })
  return { views: docs.map(workViewOf), category }
}

/** The published work at the address, or its latest draft in preview. */
export async function workBySlug(
  payload: Payload,
  slug: string,
  draft: boolean,
): Promise<WorkView | null> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.portfolio,
    where: draft ? { slug: { equals: slug } } : { and: [published, { slug: { equals: slug } }] },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return docs[0] ? workViewOf(docs[0]) : null
}

/** The categories that hold published work, by name: the list's filter. */
export async function workCategories(payload: Payload): Promise<PortfolioCategoryView[]> {
  const [categories, work] = await Promise.all([
    payload.find({
      collection: COLLECTIONS.portfolioCategories,
      sort: 'name',
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: COLLECTIONS.portfolio,
      where: published,
      select: { category: true },
      depth: 0,
      pagination: false,
    }),
  ])
  const used = new Set(work.docs.map((doc) => String(doc.category ?? '')))
  return categories.docs
    .filter((category) => used.has(String(category.id)))
    .map((category) => ({ name: category.name, slug: category.slug }))
}

/** Every published work's address and last change, for the sitemap. */
export async function listWorkPaths(payload: Payload) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.portfolio,
    where: published,
    select: { path: true, updatedAt: true },
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((doc) => (doc.path ? [{ path: doc.path, updatedAt: doc.updatedAt }] : []))
}
