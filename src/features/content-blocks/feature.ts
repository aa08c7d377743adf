import type { FeatureManifest } from '@/lib/featureManifest'

/** The basic page blocks (hero, text, picture, buttons and the like). */
export const manifest = {
  plugin: true,
  blocks: true,
} satisfies FeatureManifest
