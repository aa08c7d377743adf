import { largeImageUrl } from '@/lib/media/sources'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { Media } from '@/payload-types'

/** Every picture of a work opens in the lightbox, all in one gallery (spec §2). */
export const PORTFOLIO_GALLERY = 'portfolio'

type Props = { image: Media; caption: string | null; sizes: string; priority?: boolean }

/** A picture of a work as a link to its large rendition, with its caption. */
export function WorkFigure({ image, caption, sizes, priority = false }: Props) {
  const href = largeImageUrl(image)
  const picture = <ResponsiveImage media={image} sizes={sizes} priority={priority} />
  return (
    <figure>
      {href ? (
        <a href={href} data-rel={PORTFOLIO_GALLERY} data-caption={caption ?? undefined}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
