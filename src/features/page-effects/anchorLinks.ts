/**
 * In-page anchors (docs/spec.md §2): `#_{anchor}` asks the page to scroll smoothly once loaded;
 * the address then shows the plain `#{anchor}`.
 */
export const SCROLL_HASH_PREFIX = '#_'

/** The anchor id of a `#_{anchor}` hash, or null for any other hash. */
export function scrollAnchorOf(hash: string): string | null {
  if (!hash.startsWith(SCROLL_HASH_PREFIX)) return null
  const id = decodeURIComponent(hash.slice(SCROLL_HASH_PREFIX.length))
  return id ? id : null
}

/**
 * The anchor a link click should scroll to on this page, or null when the browser (or the router)
 * should follow the link: another page, another origin, or not a `#_` link.
 */
export function sameScrollAnchor(href: string, location: { href: string }): string | null {
  const target = new URL(href, location.href)
  const here = new URL(location.href)
  if (target.origin !== here.origin || target.pathname !== here.pathname) return null
  if (target.search !== here.search) return null
  return scrollAnchorOf(target.hash)
}

/** Of the sections in document order, the one in view: the last whose top passed `line`. */
export function sectionInView(tops: number[], line: number): number {
  let current = -1
  tops.forEach((top, index) => {
    if (top <= line) current = index
  })
  return current
}
