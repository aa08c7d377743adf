import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { TeamBlock } from './blocks'

export const teamFeature = withPageBlocks([TeamBlock])
