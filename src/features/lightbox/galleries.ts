import { isLightboxLink, itemTypeOf } from './eligibility'

/**
 * An item's own options (`data-options`, JSON; docs/spec.md §3). Where one is given it wins over
 * the site's setting for that item only.
 */
export type ItemOptions = {
  width?: number
  height?: number
  /** The thumbnail's address, when the link has no picture to take it from. */
  thumbnail?: string
  /** A mark on the thumbnail saying what the item is (a video's play sign). */
  icon?: 'video'
  skin?: 'metro-white' | 'metro-black'
  social?: boolean
  mousewheel?: boolean
  swipe?: boolean
  poster?: string
  /** Consent service of a video or iframe from another host (youtube, vimeo, maps). */
  service?: string
  html5video?: {
    h264?: string
    webm?: string
    ogg?: string
    preload?: 'none' | 'metadata' | 'auto'
    autoplay?: boolean
    poster?: string
    controls?: boolean
  }
}

export type LightboxItem = {
  link: HTMLAnchorElement
  href: string
  type: string
  title: string
  caption: string
  thumbnail: string | null
  options: ItemOptions
}

export type Gallery = { id: string; items: LightboxItem[]; infinite: boolean }

/** Marks links the lightbox leaves alone (docs/spec.md: "all other links are marked no-lightbox"). */
export const NO_LIGHTBOX_CLASS = 'no-lightbox'

/** rel values that say what a link is, not which gallery it belongs to. */
const LINK_TYPES = new Set([
  'alternate',
  'author',
  'bookmark',
  'external',
  'help',
  'license',
  'next',
  'nofollow',
  'noopener',
  'noreferrer',
  'prev',
  'search',
  'tag',
  'me',
  'ugc',
  'sponsored',
])

function relOf(link: HTMLAnchorElement): string | null {
  const declared = link.dataset.rel?.trim()
  if (declared) return declared
  const names = (link.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((token) => token && !LINK_TYPES.has(token.toLowerCase()))
  return names.length > 0 ? names.join('-') : null
}

function parseOptions(link: HTMLAnchorElement): ItemOptions {
  try {
    const options = JSON.parse(link.dataset.options ?? '{}') as unknown
    return options && typeof options === 'object' ? (options as ItemOptions) : {}
  } catch {
    return {}
  }
}

/** Title and caption: data-title/data-caption, then the link title, the gallery's caption, the alt. */
function texts(link: HTMLAnchorElement) {
  const image = link.querySelector('img')
  const figureCaption = link.closest('figure')?.querySelector('figcaption')?.textContent?.trim()
  const fallback = link.title || figureCaption || image?.alt || ''
  return {
    title: link.dataset.title ?? fallback,
    caption: link.dataset.caption ?? (link.dataset.title ? fallback : ''),
  }
}

/**
 * Finds the lightbox items among `links` and groups them into galleries: by `data-rel`/`rel`;
 * links in a tiled gallery without one become `tiled-gallery-{n}`; pictures in a page's text
 * become `post` (when the owner has that setting on); any other item is a gallery of one named
 * after its id. Every link that is not an item gets the no-lightbox class.
 */
export function collectGalleries(
  links: Iterable<HTMLAnchorElement>,
  { postImages }: { postImages: boolean },
): Map<string, Gallery> {
  const galleries = new Map<string, Gallery>()
  const tiled = new Map<Element, string>()
  let single = 0
  for (const link of links) {
    const href = link.getAttribute('href') ?? ''
    const declaredType = link.dataset.type ?? null
    const inPost = link.closest('[data-post-content]') !== null && link.querySelector('img')
    if (
      !href ||
      link.classList.contains(NO_LIGHTBOX_CLASS) ||
      !isLightboxLink(href, declaredType) ||
      (inPost && !postImages && !relOf(link))
    ) {
      link.classList.add(NO_LIGHTBOX_CLASS)
      continue
    }
    const tiledRoot = link.closest('[data-tiled-gallery]')
    let id = relOf(link)
    if (!id && tiledRoot) {
      if (!tiled.has(tiledRoot)) tiled.set(tiledRoot, `tiled-gallery-${tiled.size + 1}`)
      id = tiled.get(tiledRoot)!
    }
    if (!id && inPost) id = 'post'
    if (!id) id = link.id || `lightbox-${++single}`
    const gallery = galleries.get(id) ?? { id, items: [], infinite: false }
    if (link.closest('[data-lightbox-infinite]')) gallery.infinite = true
    const thumbnail = link.dataset.thumbnail ?? link.querySelector('img')?.currentSrc ?? null
    gallery.items.push({
      link,
      href: link.href,
      type: itemTypeOf(href, declaredType),
      ...texts(link),
      thumbnail: thumbnail || link.querySelector('img')?.getAttribute('src') || null,
      options: parseOptions(link),
    })
    galleries.set(id, gallery)
  }
  return galleries
}

/** Infinite mode (wrapping past the ends) needs at least 3 items (docs/spec.md). */
export const INFINITE_MIN_ITEMS = 3

export const wraps = (gallery: Gallery) =>
  gallery.infinite && gallery.items.length >= INFINITE_MIN_ITEMS
