import type { FeaturePlugin } from '@/lib/featureManifest'

import { nestablePageBlocksOf, notNestable, withPageBlocks } from '@/lib/payload/withPageBlocks'

import { FullHeightSectionsBlock, sidebarLayoutBlock } from './blocks'
import { withPageEffectsSettings } from './settings'

/** Full-height sections and the sidebar container; add it after the plain block features
 * (src/test/pageBlocks.test.ts names one placed below it). */
export const plugin: FeaturePlugin = () => (config) => {
  const withSections = withPageBlocks([notNestable(FullHeightSectionsBlock)])(
    withPageEffectsSettings(config),
  )
  return withPageBlocks([notNestable(sidebarLayoutBlock(nestablePageBlocksOf(withSections)))])(
    withSections,
  )
}
