import type { FeatureManifest } from '@/lib/featureManifest'

/** The owner's and her staff's admin accounts. */
export const manifest = {
  plugin: true,
  collections: {
    users: 'users',
  },
} satisfies FeatureManifest
