import type { FeatureManifest } from '@/lib/featureManifest'

/** Picture sliders. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    slider: 'slider.island',
  },
  firstLoad: ['slider'],
} satisfies FeatureManifest
