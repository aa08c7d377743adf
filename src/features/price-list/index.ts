import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { PriceListBlock } from './config'

export const priceListFeature = withPageBlocks([PriceListBlock])
