import type { FeatureManifest } from '@/lib/featureManifest'

/** Videos and frames from other hosts, behind a consent gate. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'embed-gate': 'embedGate.island',
  },
  firstLoad: ['embed-gate'],
} satisfies FeatureManifest
