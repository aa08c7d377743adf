import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { Media } from './collections/media'

export { Media, RESPONSIVE_WIDTHS } from './collections/media'

export const plugin: FeaturePlugin =
  ({ mediaDir, s3 }) =>
  (config) =>
    withFeature(config, { collections: [Media(mediaDir, { inBucket: Boolean(s3) })] })
