import { largeImageUrl } from '@/lib/media/sources'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { videoLinkOf, type VideoEntry } from '@/lib/media/videoLink'
import type { Media } from '@/payload-types'

import styles from './Portfolio.module.css'

/** Every picture and video of a work opens in the lightbox, all in one gallery (spec §2). */
export const PORTFOLIO_GALLERY = 'portfolio'

type Props = {
  image: Media
  caption: string | null
  sizes: string
  priority?: boolean
  /** A video entry: the picture is its preview, the link its video. */
  video?: VideoEntry | null
}

/** A picture of a work (or a video's preview) as a link to what the lightbox shows, captioned. */
export function WorkFigure({ image, caption, sizes, priority = false, video = null }: Props) {
  const link = video ? videoLinkOf(video, image) : { href: largeImageUrl(image), options: {} }
  const picture = <ResponsiveImage media={image} sizes={sizes} priority={priority} />
  return (
    <figure className={video ? styles.video : undefined}>
      {link.href ? (
        <a
          href={link.href}
          data-rel={PORTFOLIO_GALLERY}
          data-caption={caption ?? undefined}
          data-type={video ? 'video' : undefined}
          data-options={Object.keys(link.options).length ? JSON.stringify(link.options) : undefined}
        >
          {picture}
          {video && (
            <>
              <span className={styles.badge} aria-hidden="true">
                ▶ Video
              </span>
              <span className="visually-hidden"> (Video)</span>
            </>
          )}
        </a>
      ) : (
        picture
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
