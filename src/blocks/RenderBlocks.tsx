import type { SiteSetting } from '@/payload-types'

import { type BlockProps, componentFor, type LayoutBlock, PICTURE_BLOCKS } from './registry'

export function RenderBlocks({
  blocks,
  settings,
  pageId,
  containerKind,
  privacyPath,
  bookableServices,
  nested = false,
}: {
  blocks: LayoutBlock[]
  settings: SiteSetting
  pageId?: number
  containerKind?: BlockProps['containerKind']
  privacyPath: string
  bookableServices: BlockProps['bookableServices']
  nested?: boolean
}) {
  // Only the page's own first picture block is its largest paint; nested ones sit beside text.
  const firstWithPictures = nested
    ? -1
    : blocks.findIndex((block) => PICTURE_BLOCKS.has(block.blockType))
  const renderBlocks = (inner: LayoutBlock[]) => (
    <RenderBlocks
      blocks={inner}
      settings={settings}
      pageId={pageId}
      containerKind={containerKind}
      privacyPath={privacyPath}
      bookableServices={bookableServices}
      nested
    />
  )
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block)
        return (
          <Component
            key={block.id ?? index}
            block={block}
            index={index}
            settings={settings}
            pageId={pageId}
            containerKind={containerKind}
            privacyPath={privacyPath}
            bookableServices={bookableServices}
            priority={index === firstWithPictures}
            renderBlocks={renderBlocks}
          />
        )
      })}
    </>
  )
}
