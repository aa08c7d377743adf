import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

// The public address comes from SERVER_URL at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { serverUrl } = env()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/'] }],
    sitemap: `${serverUrl}/sitemap.xml`,
  }
}
