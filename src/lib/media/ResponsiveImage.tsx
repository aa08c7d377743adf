import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

import { responsiveSources } from './sources'

type Props = {
  media: Media | number | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The largest contentful image of the page: load it first, never lazily. */
  priority?: boolean
  className?: string
  /** Decorative images get an empty alt and are hidden from assistive technology. */
  decorative?: boolean
  /** Where the picture sits in its box (`object-position`); the focal point otherwise. */
  position?: string
}

/**
 * A <picture> with the AVIF and WebP renditions made at upload and the original as fallback.
 * Plain HTML from the server: no client JavaScript, and width/height keep the layout still.
 */
export function ResponsiveImage({
  media,
  sizes,
  priority = false,
  className,
  decorative,
  position,
}: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const { avif, webp, fallback } = responsiveSources(media)
  if (priority) {
    // Found in <head> before the body is parsed, with the srcset the <picture> takes first, so
    // the preload is the very file drawn; a browser that lacks the type skips the preload.
    const [first, type] = avif ? [avif, 'image/avif'] : webp ? [webp, 'image/webp'] : []
    preload(fallback, {
      as: 'image',
      fetchPriority: 'high',
      imageSizes: sizes,
      ...(first ? { imageSrcSet: first, type } : {}),
    })
  }
  const focal =
    position ??
    (media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined)
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback}
        alt={decorative ? '' : media.alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        style={focal ? { objectPosition: focal } : undefined}
      />
    </picture>
  )
}
