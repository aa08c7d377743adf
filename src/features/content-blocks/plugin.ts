import type { FeaturePlugin } from '@/lib/featureManifest'
import { notNestable, withPageBlocks } from '@/lib/payload/withPageBlocks'

import { contentBlocks } from './blocks'

export const plugin: FeaturePlugin = () =>
  withPageBlocks(
    // The hero fills the top of a page by itself: no container holds it.
    contentBlocks.map((block) => (block.slug === 'hero' ? notNestable(block) : block)),
  )
