import { FEED_SIZE, latestPosts, rssOf } from '@/features/posts'
import { env } from '@/lib/env'

import { getPayloadClient, getSiteSettings } from '../../_data/queries'

// Read per request like the sitemap: feed readers fetch it rarely, and it is one small query.
export const dynamic = 'force-dynamic'

/** RSS 2.0 of the newest posts (CONTRACTS.md: `/aktuelles/feed`). */
export async function GET() {
  const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
  const views = await latestPosts(payload, FEED_SIZE)
  const body = rssOf({
    siteName: settings.businessName,
    siteUrl: env().serverUrl,
    description: `Neuigkeiten von ${settings.businessName}`,
    views,
  })
  return new Response(body, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  })
}
