import type { SiteSetting } from '@/payload-types'

import { blockComponents, type LayoutBlock, PICTURE_BLOCKS } from './registry'

export function RenderBlocks({
  blocks,
  settings,
}: {
  blocks: LayoutBlock[]
  settings: SiteSetting
}) {
  const firstWithPictures = blocks.findIndex((block) => PICTURE_BLOCKS.has(block.blockType))
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType]
        return Component ? (
          <Component
            key={block.id ?? index}
            block={block}
            index={index}
            settings={settings}
            priority={index === firstWithPictures}
          />
        ) : null
      })}
    </>
  )
}
