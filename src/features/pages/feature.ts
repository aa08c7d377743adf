import type { FeatureManifest } from '@/lib/featureManifest'

/** Pages with drafts, preview and redirects. */
export const manifest = {
  plugin: true,
  collections: {
    pages: 'pages',
    redirects: 'redirects',
  },
} satisfies FeatureManifest
