import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

// The public address comes from SERVER_URL at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { serverUrl } = env()
  return {
    // Images are served under /api/media/file/ and should be found; the rest of /api/ is not content.
    rules: [
      { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/', '/next/'] },
    ],
    sitemap: `${serverUrl}/sitemap.xml`,
  }
}
