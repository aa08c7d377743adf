import { videoIdOf, type VideoProvider } from '@/lib/video/videos'

/** Extensions that make a link a lightbox item (docs/spec.md, lightbox eligibility). */
export const LIGHTBOX_EXTENSIONS = [
  'bmp',
  'gif',
  'jpeg',
  'jpg',
  'png',
  'tiff',
  'tif',
  'jfif',
  'jpe',
  'svg',
  'mp4',
  'ogg',
  'webm',
  'webp',
] as const

const EXTENSION = new RegExp(`\\.(${LIGHTBOX_EXTENSIONS.join('|')})(?=$|[?#&/])`, 'i')
const VIDEO_FILE = /\.(mp4|ogg|webm)(?=$|[?#&/])/i

/**
 * Item types the lightbox shows; other `data-type` values get the "plugin needed" message.
 * `html` is the other reading's name for `inline` (docs/spec.md §3): a part of the page, named by
 * the link's `#id`. Never markup from the link itself, which would run whatever it holds.
 */
export const ITEM_TYPES = ['image', 'video', 'iframe', 'inline', 'html', 'ajax'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** The video host a link points to, with the video's id, or null. */
export function hostedVideoOf(href: string): { provider: VideoProvider; id: string } | null {
  for (const provider of ['youtube', 'vimeo'] as const) {
    const id = videoIdOf(provider, href)
    if (id) return { provider, id }
  }
  return null
}

/**
 * Whether a link opens in the lightbox: its address names one of the spec's file extensions or a
 * video host. A link may also say what it is with `data-type` (iframe, inline, ajax items have no
 * telling address); any other link is left a link.
 */
export function isLightboxLink(href: string, declaredType?: string | null): boolean {
  if (declaredType) return true
  return EXTENSION.test(pathAndQuery(href)) || hostedVideoOf(href) !== null
}

/** The type of an item: the declared one, else what its address says. */
export function itemTypeOf(href: string, declaredType?: string | null): string {
  if (declaredType) return declaredType
  if (hostedVideoOf(href) || VIDEO_FILE.test(pathAndQuery(href))) return 'video'
  return 'image'
}

export const isKnownType = (type: string): type is ItemType =>
  (ITEM_TYPES as readonly string[]).includes(type)

/** The address without its host, so a domain such as "photo.png.example" does not count. */
function pathAndQuery(href: string): string {
  try {
    const url = new URL(href, 'http://relative.invalid')
    return url.pathname + url.search
  } catch {
    return href
  }
}
