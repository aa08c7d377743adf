import type { FeatureManifest } from '@/lib/featureManifest'

/** The site search and its suggestions. */
export const manifest = {
  plugin: true,
  islands: {
    'live-search': 'liveSearch.island',
  },
  collections: {
    search: 'search',
  },
} satisfies FeatureManifest
