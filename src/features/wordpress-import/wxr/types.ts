import type { IdentitySource } from './itemIdentity'

/** The site the export came from (the channel's own elements). */
export type WxrSite = {
  kind: 'site'
  title: string
  /** The site's address, where its permalinks start (`<link>`, else `wp:base_blog_url`). */
  link: string
  language: string
  /** WXR's version, 1.0 to 1.2. */
  version: string
}

export type WxrAuthor = {
  kind: 'author'
  /** `wp:author_id`, the number of `/?author=` on the old site; 0 when the export has none. */
  id: number
  login: string
  displayName: string
}

/** A comment as the export carries it; its author's mail and IP address are never read. */
export type WxrComment = {
  author: string
  /** When it was written, as the export gives it (the old site's local time). */
  date: string
  content: string
  /** WordPress's approval: '1' approved, '0' waiting, 'spam', 'trash'. */
  approved: string
}

/** A category, tag, menu or other taxonomy's term (`wp:category`, `wp:tag`, `wp:term`). */
export type WxrTerm = {
  kind: 'term'
  taxonomy: string
  id: number
  slug: string
  name: string
  /** The parent term's slug, or '' at the top. */
  parent: string
  description: string
}

/** One of an item's terms, as `<category domain="…" nicename="…">` names it. */
export type WxrItemTerm = { taxonomy: string; slug: string; name: string }

/** One post of any type: page, post, attachment, nav_menu_item, product, wpcf7_contact_form … */
export type WxrItem = {
  kind: 'item'
  /** `wp:post_id`, else the id its address carries, else a hash of its guid (itemIdentity.ts). */
  id: number
  /** Where `id` came from. */
  idFrom: IdentitySource
  type: string
  /** publish, draft, future, pending, private, inherit, trash. */
  status: string
  title: string
  /** `wp:post_name`; empty for drafts WordPress never gave one. */
  slug: string
  /** The permalink on the old site. */
  link: string
  guid: string
  /** When it was (or will be) published, as an ISO instant; null when the export has none. */
  date: string | null
  /** `wp:post_date`, the old site's local date and time (`2024-05-02 09:00:00`); '' when none. */
  localDate: string
  author: string
  content: string
  excerpt: string
  parent: number
  menuOrder: number
  password: string
  sticky: boolean
  /** Attachments: where the file is on the old host. */
  attachmentUrl: string
  terms: WxrItemTerm[]
  /** `wp:postmeta` in the export's order; a key may repeat. */
  meta: Array<{ key: string; value: string }>
  /** The item's comments (the site has none: the import offers them as a file). */
  comments: WxrComment[]
}

export type WxrEntry = WxrSite | WxrAuthor | WxrTerm | WxrItem

/** The first value of a meta key, or undefined. */
export const metaOf = (item: Pick<WxrItem, 'meta'>, key: string): string | undefined =>
  item.meta.find((entry) => entry.key === key)?.value

/**
 * Whether the old site showed the item to everyone: published and without a password. A
 * password-protected post comes in as a draft (the site has no passwords on pages), so its text
 * does not become public by moving.
 */
export const isPublic = (item: Pick<WxrItem, 'status' | 'password'>) =>
  item.status === 'publish' && !item.password
