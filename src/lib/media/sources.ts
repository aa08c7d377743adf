import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null; filesize?: number | null } | undefined

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

/** One rendition per width of a format (small originals yield the same one for several widths). */
function renditions(media: Media, prefix: 'avif' | 'webp') {
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const byWidth = new Map<number, { url: string; bytes: number }>()
  for (const [name, size] of Object.entries(sizes)) {
    if (name.startsWith(prefix) && size?.url && size.width)
      byWidth.set(size.width, { url: size.url, bytes: size.filesize ?? 0 })
  }
  return [...byWidth.entries()].sort(([a], [b]) => a - b)
}

function srcSet(media: Media, entries: ReturnType<typeof renditions>): string | undefined {
  if (entries.length === 0) return undefined
  return entries.map(([width, { url }]) => `${withVersion(url, media)} ${width}w`).join(', ')
}

const totalBytes = (entries: ReturnType<typeof renditions>) =>
  entries.reduce((sum, [, { bytes }]) => sum + bytes, 0)

/**
 * The srcsets of a picture. AVIF is offered only where it is smaller than WebP: for flat
 * graphics and some photos WebP wins, and a browser takes the first type it knows, never the
 * smaller file.
 */
export function responsiveSources(media: Media) {
  const avif = renditions(media, 'avif')
  const webp = renditions(media, 'webp')
  const avifSmaller =
    webp.length === 0 || totalBytes(avif) === 0 || totalBytes(avif) < totalBytes(webp)
  return {
    avif: avifSmaller ? srcSet(media, avif) : undefined,
    webp: srcSet(media, webp),
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
