import type { FeatureManifest } from '@/lib/featureManifest'

/** Maps behind consent; addresses geocoded once and kept. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    map: 'map.island',
  },
  collections: {
    mapGeocodes: 'map-geocodes',
  },
} satisfies FeatureManifest
