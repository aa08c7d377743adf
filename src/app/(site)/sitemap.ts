import type { MetadataRoute } from 'next'

import { BOOKING_PATHS } from '@/features/booking'
import { listEventPaths } from '@/features/events'
import { EVENT_PATHS } from '@/features/events'
import { listWorkPaths, PORTFOLIO_PATHS } from '@/features/portfolio'
import { listPostPaths, POST_PATHS } from '@/features/posts'
import { SHOP_PATHS } from '@/features/shop'
import { listProductPaths } from '@/features/shop'
import { env } from '@/lib/env'

import { getPayloadClient, listPublishedPages } from './_data/queries'

// Rendered per request (rarely fetched); the page data it lists comes from the database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { serverUrl } = env()
  const payload = await getPayloadClient()
  const [pages, products, events, posts, work] = await Promise.all([
    listPublishedPages(),
    listProductPaths(payload),
    listEventPaths(payload),
    listPostPaths(payload),
    listWorkPaths(payload),
  ])
  const entry = ({ path, updatedAt }: { path: string; updatedAt: string }) => ({
    url: new URL(path, serverUrl).toString(),
    lastModified: updatedAt,
  })
  return [
    ...pages.map((page) => ({
      url: new URL(page.path ?? '/', serverUrl).toString(),
      lastModified: page.updatedAt,
    })),
    { url: new URL(BOOKING_PATHS.start, serverUrl).toString() },
    ...(products.length ? [{ url: new URL(SHOP_PATHS.catalogue, serverUrl).toString() }] : []),
    ...products.map((product) => ({
      url: new URL(SHOP_PATHS.product(product.slug ?? ''), serverUrl).toString(),
      lastModified: product.updatedAt,
    })),
    { url: new URL(EVENT_PATHS.list, serverUrl).toString() },
    ...events.map((event) => ({
      url: new URL(EVENT_PATHS.detail(event.slug ?? ''), serverUrl).toString(),
      lastModified: event.updatedAt,
    })),
    ...(posts.length ? [{ url: new URL(POST_PATHS.list, serverUrl).toString() }] : []),
    ...posts.map(entry),
    ...(work.length ? [{ url: new URL(PORTFOLIO_PATHS.list, serverUrl).toString() }] : []),
    ...work.map(entry),
  ]
}
