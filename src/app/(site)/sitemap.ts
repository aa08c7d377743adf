import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

import { listPublishedPages } from './_data/queries'

// Rendered per request (rarely fetched); the page data it lists comes from the database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { serverUrl } = env()
  const pages = await listPublishedPages()
  return pages.map((page) => ({
    url: new URL(page.path ?? '/', serverUrl).toString(),
    lastModified: page.updatedAt,
  }))
}
