import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null } | undefined

/** Cache-busting suffix: media are served as immutable, so a changed file needs a new URL. */
const version = (media: Media) => `v=${Date.parse(media.updatedAt) || 0}`

/**
 * Root-relative, so images load under whatever address the site is reached at (Payload builds
 * absolute URLs from SERVER_URL), with the version appended.
 */
function withVersion(url: string, media: Media): string {
  const { pathname, search } = new URL(url, 'http://relative.invalid')
  return `${pathname}${search ? `${search}&` : '?'}${version(media)}`
}

function srcSet(media: Media, prefix: 'avif' | 'webp'): string | undefined {
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  // Small originals yield the same rendition for several widths (no enlargement): list each once.
  const byWidth = new Map<number, string>()
  for (const [name, size] of Object.entries(sizes)) {
    if (name.startsWith(prefix) && size?.url && size.width) byWidth.set(size.width, size.url)
  }
  const entries = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${withVersion(url, media)} ${width}w`)
  return entries.length > 0 ? entries.join(', ') : undefined
}

export function responsiveSources(media: Media) {
  return {
    avif: srcSet(media, 'avif'),
    webp: srcSet(media, 'webp'),
    fallback: withVersion(media.url!, media),
  }
}

/** An absolute URL for social previews (Open Graph wants absolute URLs). */
export function absoluteMediaUrl(media: Media | number | null | undefined, serverUrl: string) {
  if (!media || typeof media !== 'object') return undefined
  const url = media.sizes?.og?.url ?? media.url
  return url ? new URL(new URL(url, 'http://relative.invalid').pathname, serverUrl).toString() : undefined
}

/** The smallest WebP rendition (480 px wide), root-relative and versioned: for small previews. */
export function thumbnailUrl(media: Media): string | undefined {
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const smallest = Object.entries(sizes)
    .filter(([name, size]) => name.startsWith('webp') && size?.url && size.width)
    .sort(([, a], [, b]) => a!.width! - b!.width!)[0]?.[1]
  const url = smallest?.url ?? media.url
  return url && media.mimeType?.startsWith('image/') ? withVersion(url, media) : undefined
}

/**
 * The largest WebP rendition (or the original), root-relative and versioned: what a lightbox
 * shows when a picture is opened large.
 */
export function largeImageUrl(media: Media): string | undefined {
  if (!media.url) return undefined
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const largest = Object.entries(sizes)
    .filter(([name, size]) => name.startsWith('webp') && size?.url && size.width)
    .sort(([, a], [, b]) => b!.width! - a!.width!)[0]?.[1]
  return withVersion(largest?.url ?? media.url, media)
}
