import type { FeatureManifest } from '@/lib/featureManifest'

/** Galleries and the lightbox (docs/lightbox.md). */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    lightbox: 'lightbox.island',
  },
  firstLoad: ['lightbox'],
} satisfies FeatureManifest
