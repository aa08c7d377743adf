import type { FeatureManifest } from '@/lib/featureManifest'

/** Section backgrounds behind blocks: colour, picture, parallax and video. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'background-video': 'backgroundVideo.island',
    parallax: 'parallax.island',
  },
  firstLoad: ['parallax', 'background-video'],
} satisfies FeatureManifest
