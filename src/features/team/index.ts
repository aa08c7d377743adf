import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { TeamBlock } from './config'

export const teamFeature = withPageBlocks([TeamBlock])
