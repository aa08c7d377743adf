import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every instance keeps rendered pages in memory only: a build never serves HTML rendered
  // against another database, and a restart starts from what the database says now.
  experimental: {
    isrFlushToDisk: false,
    // The site's CSS is a few KiB: inlined, it costs no render-blocking round trip on mobile.
    inlineCss: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
