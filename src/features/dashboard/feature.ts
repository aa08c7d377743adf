import type { FeatureManifest } from '@/lib/featureManifest'

/** The owner's start page in the admin. */
export const manifest = {
  plugin: true,
} satisfies FeatureManifest
