import type { ComponentType } from 'react'

import { contentBlockComponents } from '@/features/content-blocks/components'
import { openingHoursComponents } from '@/features/opening-hours/components'
import { priceListComponents } from '@/features/price-list/components'
import { teamComponents } from '@/features/team/components'
import type { Page, SiteSetting } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]

/** What every block component receives; each takes the part it needs. */
export type BlockProps = { block: LayoutBlock; index: number; settings: SiteSetting }

/** Block slug → server component. A feature with blocks adds one spread here. */
export const blockComponents = {
  ...contentBlockComponents,
  ...priceListComponents,
  ...openingHoursComponents,
  ...teamComponents,
} as unknown as Record<LayoutBlock['blockType'], ComponentType<BlockProps>>
