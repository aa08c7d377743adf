/** A page, post or portfolio work as a link holds it: its id, or the document (depth ≥ 1). */
type LinkedDocument =
  | number
  | string
  | { path?: string | null; _status?: string | null; deletedAt?: string | null }
  | null

export type LinkValue = {
  type?: 'page' | 'post' | 'work' | 'url' | null
  newTab?: boolean | null
  noScroll?: boolean | null
  page?: LinkedDocument
  post?: LinkedDocument
  work?: LinkedDocument
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
  const page = link.type === 'post' ? link.post : link.type === 'work' ? link.work : link.page
  if (!page || typeof page !== 'object') return null
  // A page (post, work) taken offline or in the trash is no link for visitors: they would land
  // on „nicht gefunden“. It comes back by itself when it is published again.
  if ((page._status && page._status !== 'published') || page.deletedAt) return null
  const path = page.path ?? null
  if (!path) return null
  const anchor = link.anchor?.trim().replace(/^#_?/, '')
  return anchor ? `${path}#_${anchor}` : path
}
