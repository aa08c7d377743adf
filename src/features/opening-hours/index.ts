import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { OpeningHoursBlock } from './config'

export const openingHoursFeature = withPageBlocks([OpeningHoursBlock])
