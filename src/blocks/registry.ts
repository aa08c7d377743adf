import type { ComponentType, ReactNode } from 'react'

import type { Page, SiteSetting } from '@/payload-types'
import { featureBlockComponents } from '@/wiring/blockComponents'

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
  /** What `pageId` is the id of: a page (the default) or a news post. */
  containerKind?: 'page' | 'post'
  /** The privacy page the consent settings name; gates for other hosts' content link it. */
  privacyPath: string
  /**
   * Which bookable service a price-list row of a given name links to („Termin buchen“). Read on
   * the first call only: a page without a price list asks nothing.
   */
  bookableServices: () => Promise<(name: string) => number | null>
  /** Renders nested blocks (containers such as the sidebar layout). */
  renderBlocks: (blocks: LayoutBlock[]) => ReactNode
}

/** Blocks that show pictures; the first of them on a page loads its images first. */
export const PICTURE_BLOCKS = new Set<LayoutBlock['blockType']>([
  'hero',
  'image',
  'team',
  'gallery',
  'imageSlider',
  'elasticSlider',
])

/** The component of one block type receives that block, with the props every block gets. */
type BlockComponentMap = {
  [Slug in LayoutBlock['blockType']]: ComponentType<
    Omit<BlockProps, 'block'> & { block: Extract<LayoutBlock, { blockType: Slug }> }
  >
}

/**
 * Block slug → server component, from every feature whose feature.ts says `blocks: true`. A block
 * type without a component (or a component for another block's data) is a type error.
 */
export const blockComponents = featureBlockComponents satisfies BlockComponentMap

/**
 * The component for a block. TypeScript cannot relate a union of blocks to the union of their
 * components; the map above guarantees each slug's component takes that slug's block.
 */
export const componentFor = (block: LayoutBlock) =>
  blockComponents[block.blockType] as ComponentType<BlockProps>
