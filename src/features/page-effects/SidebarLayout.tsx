import type { ReactNode } from 'react'

import type { SidebarLayoutBlock } from '@/payload-types'

import styles from './SidebarLayout.module.css'

type Props = {
  block: SidebarLayoutBlock
  renderBlocks: (blocks: NonNullable<SidebarLayoutBlock['content']>) => ReactNode
}

/** Content with a sidebar; the sidebar can stay in view (50 px below the sticky header). */
export function SidebarLayout({ block, renderBlocks }: Props) {
  return (
    <div
      id={block.anchor ?? undefined}
      className={styles.layout}
      data-side={block.sidebarPosition ?? 'left'}
    >
      <div className={styles.main}>{renderBlocks(block.content ?? [])}</div>
      <aside className={styles.side} aria-label="Seitenleiste">
        <div
          className={styles.sideInner}
          data-sticky-sidebar={block.stickySidebar === false ? undefined : ''}
        >
          {renderBlocks(block.sidebar ?? [])}
        </div>
      </aside>
    </div>
  )
}
