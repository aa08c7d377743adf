import type { FeatureManifest } from '@/lib/featureManifest'

/** The site's settings: name, address, legal details, look. */
export const manifest = {
  plugin: true,
  globals: {
    siteSettings: 'site-settings',
  },
} satisfies FeatureManifest
