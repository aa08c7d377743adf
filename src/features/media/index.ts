import type { Plugin } from 'payload'

import { Media } from './collections/media'

export { Media, RESPONSIVE_WIDTHS } from './collections/media'

export const mediaFeature =
  (staticDir: string, options: { inBucket?: boolean } = {}): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), Media(staticDir, options)],
  })
