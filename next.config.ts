import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The gate (scripts/test.mjs) has run `tsc --noEmit` over the whole project before it builds;
  // Next's own pass over the same files took another minute of the gate's two cores.
  typescript: { ignoreBuildErrors: process.env.SALON_TYPES_CHECKED === '1' },
  reactStrictMode: true,
  // Reads its zone files next to itself (__dirname); bundled, it found none and calendar files
  // lost their VTIMEZONE (src/lib/calendarFile.ts).
  serverExternalPackages: ['@touch4it/ical-timezones'],
  // Every instance keeps rendered pages in memory only: a build never serves HTML rendered
  // against another database, and a restart starts from what the database says now.
  experimental: {
    isrFlushToDisk: false,
    // Inlined, so a page paints without waiting for any stylesheet. Next puts inlined CSS into the
    // RSC payload a second time; the front server strips that payload from public pages
    // (src/server/stripRuntime.ts), so visitors get it once.
    inlineCss: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
