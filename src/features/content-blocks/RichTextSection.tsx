import { RichText } from '@/lib/ui/RichText'
import type { RichTextBlock } from '@/payload-types'

import styles from './blocks.module.css'

export function RichTextSection({ block }: { block: RichTextBlock }) {
  const columns = block.columns ?? []
  return (
    <section id={block.anchor ?? undefined} className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      <div className={styles.columns} data-count={columns.length}>
        {columns.map((column) => (
          <div key={column.id} className="prose" data-post-content>
            <RichText data={column.content} />
          </div>
        ))}
      </div>
    </section>
  )
}
