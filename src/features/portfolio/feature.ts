import type { FeatureManifest } from '@/lib/featureManifest'

/** The portfolio: the salon's work, before and after. */
export const manifest = {
  plugin: true,
  collections: {
    portfolio: 'portfolio',
    portfolioCategories: 'portfolio-categories',
  },
} satisfies FeatureManifest
