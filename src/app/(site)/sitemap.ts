import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

import { listPublishedPages } from './_data/queries'

export const revalidate = false

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { serverUrl } = env()
  const pages = await listPublishedPages()
  return pages.map((page) => ({
    url: new URL(page.path ?? '/', serverUrl).toString(),
    lastModified: page.updatedAt,
  }))
}
