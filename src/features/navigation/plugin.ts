import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { VerticalMenuBlock } from './blocks'
import { Header } from './collections/header'
import { withNavigationSettings } from './settings'

/** The header global and the vertical menu block. */
export const plugin: FeaturePlugin = () => (original) => {
  const config = withNavigationSettings(original)
  return withPageBlocks([VerticalMenuBlock])(withFeature(config, { globals: [Header] }))
}
