import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { Portfolio, PortfolioCategories } from './collections/portfolio'

/** The portfolio: the salon's work with before and after pictures, and its categories. */
export const plugin: FeaturePlugin =
  ({ serverUrl }) =>
  (config) =>
    withFeature(config, { collections: [Portfolio(serverUrl), PortfolioCategories] })
