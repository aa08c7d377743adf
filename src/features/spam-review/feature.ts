import type { FeatureManifest } from '@/lib/featureManifest'

/** „Spam-Verdacht“: submissions held for the owner's review and release. */
export const manifest = {
  plugin: true,
  collections: {
    spamSuspects: 'spam-suspects',
  },
} satisfies FeatureManifest
