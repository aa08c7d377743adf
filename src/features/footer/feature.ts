import type { FeatureManifest } from '@/lib/featureManifest'

/** The site's footer. */
export const manifest = {
  plugin: true,
  globals: {
    footer: 'footer',
  },
} satisfies FeatureManifest
