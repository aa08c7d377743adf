import type { FeatureManifest } from '@/lib/featureManifest'

/** The bar a signed-in owner sees above the site, with „Seite bearbeiten“. */
export const manifest = {
  plugin: true,
  islands: {
    'admin-bar': 'adminBar.island',
  },
} satisfies FeatureManifest
