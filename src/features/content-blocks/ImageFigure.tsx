import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { ImageBlock } from '@/payload-types'

import styles from './blocks.module.css'

export function ImageFigure({ block, priority }: { block: ImageBlock; priority: boolean }) {
  const media = typeof block.image === 'object' ? block.image : null
  const caption = block.caption || media?.caption
  const wide = block.width === 'wide'
  return (
    <figure className={`${styles.figure} ${wide ? styles.wide : ''}`}>
      <ResponsiveImage
        media={media}
        priority={priority}
        sizes={wide ? '(max-width: 1170px) 100vw, 1170px' : '(max-width: 760px) 100vw, 760px'}
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
