import type { FeaturePlugin } from '@/lib/featureManifest'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { TeamBlock } from './blocks'

export const plugin: FeaturePlugin = () => withPageBlocks([TeamBlock])
