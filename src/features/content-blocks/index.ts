import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { contentBlocks } from './config'

export const contentBlocksFeature = withPageBlocks(contentBlocks)
