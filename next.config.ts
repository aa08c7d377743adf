import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every instance keeps rendered pages in memory only: a build never serves HTML rendered
  // against another database, and a restart starts from what the database says now.
  experimental: { isrFlushToDisk: false },
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
