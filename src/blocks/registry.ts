import type { ComponentType, ReactNode } from 'react'

import { consentComponents } from '@/features/consent/components'
import { contactFormComponents } from '@/features/contact-forms/components'
import { contentBlockComponents } from '@/features/content-blocks/components'
import { mapsComponents } from '@/features/maps/components'
import { navigationComponents } from '@/features/navigation/components'
import { openingHoursComponents } from '@/features/opening-hours/components'
import { pageEffectsComponents } from '@/features/page-effects/components'
import { priceListComponents } from '@/features/price-list/components'
import { teamComponents } from '@/features/team/components'
import type { Page, SiteSetting } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * What every block component receives; each takes the part it needs. `priority` is set for the
 * first block with pictures, whose images are the page's largest paint on a phone.
 */
export type BlockProps = {
  block: LayoutBlock
  index: number
  settings: SiteSetting
  priority: boolean
  /** The page the block is on (forms report it as their container). */
  pageId?: number
  /** Renders nested blocks (containers such as the sidebar layout). */
  renderBlocks: (blocks: LayoutBlock[]) => ReactNode
}

/** Blocks that show pictures; the first of them on a page loads its images first. */
export const PICTURE_BLOCKS = new Set<LayoutBlock['blockType']>(['hero', 'image', 'team'])

/** Block slug → server component. A feature with blocks adds one spread here. */
export const blockComponents = {
  ...contentBlockComponents,
  ...priceListComponents,
  ...openingHoursComponents,
  ...teamComponents,
  ...navigationComponents,
  ...pageEffectsComponents,
  ...consentComponents,
  ...contactFormComponents,
  ...mapsComponents,
} as unknown as Record<LayoutBlock['blockType'], ComponentType<BlockProps>>
