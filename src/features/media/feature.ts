import type { FeatureManifest } from '@/lib/featureManifest'

/** Uploads and their renditions. */
export const manifest = {
  plugin: true,
  collections: {
    media: 'media',
  },
} satisfies FeatureManifest
