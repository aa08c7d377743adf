import type { SiteSetting } from '@/payload-types'

import { blockComponents, type LayoutBlock } from './registry'

export function RenderBlocks({
  blocks,
  settings,
}: {
  blocks: LayoutBlock[]
  settings: SiteSetting
}) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType]
        return Component ? (
          <Component key={block.id ?? index} block={block} index={index} settings={settings} />
        ) : null
      })}
    </>
  )
}
