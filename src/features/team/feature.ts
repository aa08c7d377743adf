import type { FeatureManifest } from '@/lib/featureManifest'

/** The team block. */
export const manifest = {
  plugin: true,
  blocks: true,
} satisfies FeatureManifest
