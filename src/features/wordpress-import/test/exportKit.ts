/** Small WordPress exports for tests, written as WordPress 6 writes them (readExport.test.ts). */
import { crc32 } from 'node:zlib'

export type KitItem = {
  menuOrder?: number
  id: number
  type: string
  title: string
  slug?: string
  status?: string
  parent?: number
  link?: string
  content?: string
  excerpt?: string
  date?: string
  attachmentUrl?: string
  terms?: Array<{ taxonomy: string; slug: string; name: string }>
  meta?: Record<string, string>
  /** As a WordPress.com-style tool writes it: no `wp:post_id`, no `wp:post_name`, `link` as guid. */
  bare?: boolean
  comments?: Array<{ author: string; content: string; approved?: string }>
}

const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

export const SITE = 'https://alt-salon.example'

function itemXml(item: KitItem): string {
  const date = item.date ?? '2024-05-02 07:00:00'
  return `
  <item>
    <title>${cdata(item.title)}</title>
    <link>${item.link ?? `${SITE}/${item.slug ?? item.id}/`}</link>
    <dc:creator>${cdata('anna')}</dc:creator>
    <guid isPermaLink="false">${item.bare ? (item.link ?? '') : `${SITE}/?p=${item.id}`}</guid>
    <content:encoded>${cdata(item.content ?? '')}</content:encoded>
    <excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>
    ${item.bare ? '' : `<wp:post_id>${item.id}</wp:post_id>`}
    <wp:post_date>${cdata(date)}</wp:post_date>
    <wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>
    ${item.bare ? '' : `<wp:post_name>${cdata(item.slug ?? '')}</wp:post_name>`}
    <wp:status>${cdata(item.status ?? 'publish')}</wp:status>
    <wp:post_parent>${item.parent ?? 0}</wp:post_parent>
    <wp:menu_order>${item.menuOrder ?? 0}</wp:menu_order>
    <wp:post_type>${cdata(item.type)}</wp:post_type>
    ${item.attachmentUrl ? `<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>` : ''}
    ${(item.terms ?? []).map((term) => `<category domain="${term.taxonomy}" nicename="${term.slug}">${cdata(term.name)}</category>`).join('')}
    ${Object.entries(item.meta ?? {})
      .map(
        ([key, value]) =>
          `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
      )
      .join('')}
    ${(item.comments ?? [])
      .map(
        (comment, index) =>
          `<wp:comment><wp:comment_id>${index + 1}</wp:comment_id><wp:comment_author>${cdata(comment.author)}</wp:comment_author><wp:comment_author_email>${cdata('leser@example.invalid')}</wp:comment_author_email><wp:comment_date>${cdata('2024-05-03 10:00:00')}</wp:comment_date><wp:comment_content>${cdata(comment.content)}</wp:comment_content><wp:comment_approved>${cdata(comment.approved ?? '1')}</wp:comment_approved></wp:comment>`,
      )
      .join('')}
  </item>`
}

/** A menu item of the menu `menu` (`_menu_item_*` as WordPress writes them). */
export function menuItem(
  id: number,
  menu: string,
  order: number,
  target: {
    kind: 'post_type' | 'taxonomy' | 'custom'
    object: string
    objectId?: number
    url?: string
  },
  parent = 0,
  title = '',
): KitItem & { menuOrder: number } {
  return {
    id,
    type: 'nav_menu_item',
    title,
    status: 'publish',
    menuOrder: order,
    terms: [{ taxonomy: 'nav_menu', slug: menu, name: menu }],
    meta: {
      _menu_item_type: target.kind,
      _menu_item_object: target.object,
      _menu_item_object_id: String(target.objectId ?? id),
      _menu_item_menu_item_parent: String(parent),
      _menu_item_url: target.url ?? '',
      _menu_item_target: '',
    },
  }
}

/** An export of the given items, with one author, categories and tags. */
export function exportXml(
  items: KitItem[],
  terms: Array<{
    taxonomy: 'category' | 'post_tag' | 'nav_menu' | 'portfolio_category'
    slug: string
    name: string
  }> = [],
): string {
  const termXml = terms
    .map((term, index) =>
      term.taxonomy === 'nav_menu' || term.taxonomy === 'portfolio_category'
        ? `<wp:term><wp:term_id>${index + 1}</wp:term_id><wp:term_taxonomy>${term.taxonomy}</wp:term_taxonomy><wp:term_slug>${cdata(term.slug)}</wp:term_slug><wp:term_name>${cdata(term.name)}</wp:term_name></wp:term>`
        : term.taxonomy === 'category'
          ? `<wp:category><wp:term_id>${index + 1}</wp:term_id><wp:category_nicename>${cdata(term.slug)}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(term.name)}</wp:cat_name></wp:category>`
          : `<wp:tag><wp:term_id>${index + 1}</wp:term_id><wp:tag_slug>${cdata(term.slug)}</wp:tag_slug><wp:tag_name>${cdata(term.name)}</wp:tag_name></wp:tag>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>${cdata('Altes Salon-Blog')}</title>
  <link>${SITE}</link>
  <language>de-DE</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_blog_url>${SITE}</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('anna')}</wp:author_login><wp:author_display_name>${cdata('Anna Schere')}</wp:author_display_name></wp:author>
  ${termXml}
  ${items.map(itemXml).join('\n')}
</channel>
</rss>
`
}

/** An export source for runImport: the text in 4 KiB pieces, as a file stream hands it on. */
export const sourceOf = (xml: string) => () =>
  (async function* () {
    const bytes = Buffer.from(xml, 'utf8')
    for (let at = 0; at < bytes.length; at += 4096) yield bytes.subarray(at, at + 4096)
  })()

/**
 * A zip archive of the given files, stored uncompressed (tests only: the format's few fields,
 * so no zip writer is needed as a dependency).
 */
export function zipOf(
  files: Record<string, Buffer>,
  { links = [] }: { links?: string[] } = {},
): Buffer {
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, data] of Object.entries(files)) {
    const fileName = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(0x0800, 6) // UTF-8 names
    header.writeUInt32LE(crc, 14)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(data.length, 22)
    header.writeUInt16LE(fileName.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    // Made on Unix (3), so the external attributes carry the file's mode: a link's is 0o120777.
    entry.writeUInt16LE(links.includes(name) ? 0x0314 : 20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(0x0800, 8)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(fileName.length, 28)
    if (links.includes(name)) entry.writeUInt32LE((0o120777 << 16) >>> 0, 38)
    entry.writeUInt32LE(offset, 42)
    local.push(header, fileName, data)
    central.push(entry, fileName)
    offset += header.length + fileName.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(files).length, 8)
  end.writeUInt16LE(Object.keys(files).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...local, directory, end])
}
