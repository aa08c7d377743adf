import type { FeaturePlugin } from '@/lib/featureManifest'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { PriceListBlock } from './blocks'

export const plugin: FeaturePlugin = () => withPageBlocks([PriceListBlock])
