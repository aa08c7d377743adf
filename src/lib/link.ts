export type LinkValue = {
  type?: 'page' | 'url' | null
  newTab?: boolean | null
  noScroll?: boolean | null
  page?:
    | number
    | string
    | { path?: string | null; _status?: string | null; deletedAt?: string | null }
    | null
  url?: string | null
  anchor?: string | null
  label?: string | null
}

/**
 * The href of a link field, or null when it leads nowhere a visitor can go. Anchors on pages use the `#_anchor` form so the target page scrolls
 * after it loads (docs/contracts.md, in-page anchors).
 */
export function hrefOf(link: LinkValue | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'url') return link.url?.trim() || null
  const page = link.page
  if (!page || typeof page !== 'object') return null
  // A page taken offline or in the trash is no link for visitors: they would land on „nicht
  // gefunden“. It comes back by itself when the page is published again.
  if ((page._status && page._status !== 'published') || page.deletedAt) return null
  const path = page.path ?? null
  if (!path) return null
  const anchor = link.anchor?.trim().replace(/^#_?/, '')
  return anchor ? `${path}#_${anchor}` : path
}
