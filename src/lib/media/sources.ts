import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null } | undefined

/** Cache-busting suffix: media are served as immutable, so a changed file needs a new URL. */
const version = (media: Media) => `v=${Date.parse(media.updatedAt) || 0}`

const withVersion = (url: string, media: Media) =>
  `${url}${url.includes('?') ? '&' : '?'}${version(media)}`

function srcSet(media: Media, prefix: 'avif' | 'webp'): string | undefined {
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const entries = Object.entries(sizes)
    .filter(([name, size]) => name.startsWith(prefix) && size?.url && size.width)
    .map(([, size]) => size!)
    .sort((a, b) => a.width! - b.width!)
    .map((size) => `${withVersion(size.url!, media)} ${size.width}w`)
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
  return url ? new URL(url, serverUrl).toString() : undefined
}
