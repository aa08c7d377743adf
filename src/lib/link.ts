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
  // A stored address of another kind (`javascript:`, `data:`) is no link, whatever saved it.
  if (link.type === 'url') return safeLinkUrl(link.url ?? '')
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

/**
 * A link's address as the site keeps it (link fields, imported content, issue 56): web, mail and phone addresses, addresses on
 * the site and in-page anchors. Everything else (`javascript:`, `data:`, `vbscript:` …, also
 * hidden behind entities, spaces or control characters) is refused with null.
 */
export function safeLinkUrl(raw: string): string | null {
  // Browsers ignore these inside a scheme: `java\tscript:` still runs.
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers strip
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, (match, offset: number) =>
    offset === 0 || offset + match.length === raw.length ? '' : match.includes(' ') ? '%20' : '',
  )
  if (value === '') return null
  if (/^(#|\/(?!\/)|\?)/.test(value)) return value
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return /^[^:]*$/.test(value) ? value : null
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : null
}
