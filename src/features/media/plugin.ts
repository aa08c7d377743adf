import type { Plugin } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { Media } from './collections/media'

export { Media, RESPONSIVE_WIDTHS } from './collections/media'

export const mediaFeature =
  (staticDir: string, options: { inBucket?: boolean } = {}): Plugin =>
  (config) =>
    withFeature(config, { collections: [Media(staticDir, options)] })
