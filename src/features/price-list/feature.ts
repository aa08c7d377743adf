import type { FeatureManifest } from '@/lib/featureManifest'

/** The price list block, linked to bookable services. */
export const manifest = {
  plugin: true,
  blocks: true,
} satisfies FeatureManifest
