import type { CSSProperties } from 'react'

import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { largeImageUrl, thumbnailUrl } from '@/lib/media/sources'
import { videoLinkOf } from '@/lib/media/videoLink'
import type { GalleryBlock, Media } from '@/payload-types'

import styles from './Gallery.module.css'

type Item = NonNullable<GalleryBlock['items']>[number]

const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

/** Where an entry's link points and what the lightbox needs to know about it. */
function linkOf(item: Item, image: Media | null) {
  const thumbnail = image ? thumbnailUrl(image) : undefined
  if (item.kind === 'video') return { ...videoLinkOf(item, image), type: 'video', thumbnail }
  if (item.kind === 'iframe')
    return {
      href: item.pageUrl ?? '',
      type: 'iframe',
      options: { service: item.service ?? 'maps' },
      thumbnail,
    }
  return {
    href: image ? (largeImageUrl(image) ?? '') : '',
    type: undefined,
    options: {},
    thumbnail,
  }
}

/**
 * The gallery block: a grid of previews, each a link to the large picture (or the video, or the
 * page), so it works without JavaScript; the lightbox island opens them in place. Without a
 * name the grid is a tiled gallery (`tiled-gallery-{n}`).
 */
export function Gallery({ block, priority }: { block: GalleryBlock; priority: boolean }) {
  const columns = {
    '--columns-phone': block.columnsPhone ?? 2,
    '--columns-tablet': block.columnsTablet ?? 3,
    '--columns-desktop': block.columnsDesktop ?? 4,
  } as CSSProperties
  return (
    <section id={block.anchor ?? undefined} className={styles.gallery}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul
        className={styles.grid}
        style={columns}
        data-tiled-gallery={block.name ? undefined : ''}
        data-lightbox-infinite={block.infinite ? '' : undefined}
      >
        {(block.items ?? []).map((item, position) => {
          const image = asMedia(item.image)
          const link = linkOf(item, image)
          if (!link.href) return null
          const kindLabel =
            item.kind === 'video' ? 'Video' : item.kind === 'iframe' ? 'Seite' : null
          return (
            <li key={item.id ?? position}>
              <figure className={styles.item}>
                <a
                  href={link.href}
                  className={styles.link}
                  data-rel={block.name ?? undefined}
                  data-type={link.type === 'iframe' ? 'iframe' : undefined}
                  data-title={item.title ?? undefined}
                  data-caption={item.caption ?? undefined}
                  data-thumbnail={link.thumbnail}
                  data-options={
                    Object.keys(link.options).length ? JSON.stringify(link.options) : undefined
                  }
                  data-kind={item.kind ?? 'image'}
                >
                  <ResponsiveImage
                    media={image}
                    sizes="(max-width: 768px) 50vw, (max-width: 1170px) 33vw, 300px"
                    priority={priority && position < 2}
                  />
                  {kindLabel && (
                    <span className={styles.badge} aria-hidden="true">
                      {item.kind === 'video' ? '▶ ' : ''}
                      {kindLabel}
                    </span>
                  )}
                  {kindLabel && <span className="visually-hidden"> ({kindLabel})</span>}
                </a>
                {item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
