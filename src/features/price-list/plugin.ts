import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { PriceListBlock } from './blocks'

export const priceListFeature = withPageBlocks([PriceListBlock])
