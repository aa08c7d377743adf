export type LinkValue = {
  type?: 'page' | 'url' | null
  newTab?: boolean | null
  noScroll?: boolean | null
  page?: number | string | { path?: string | null } | null
  url?: string | null
  anchor?: string | null
  label?: string | null
}

/**
 * The href of a link field. Anchors on pages use the `#_anchor` form so the target page scrolls
 * after it loads (docs/contracts.md, in-page anchors).
 */
export function hrefOf(link: LinkValue | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'url') return link.url?.trim() || null
  const page = link.page
  if (!page || typeof page !== 'object') return null
  const path = page.path ?? null
  if (!path) return null
  const anchor = link.anchor?.trim().replace(/^#_?/, '')
  return anchor ? `${path}#_${anchor}` : path
}
