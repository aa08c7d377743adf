import { describe, expect, it } from 'vitest'

import { readWxr, WxrError } from './readExport'
import { metaOf, type WxrEntry, type WxrItem } from './types'

/** A small export as WordPress 6 writes it (namespaces, CDATA, empty elements). */
const EXPORT = `<?xml version="1.0" encoding="UTF-8" ?>
<!-- generator="WordPress/6.4.2" created="2024-05-02 09:12" -->
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title><![CDATA[Salon Blütenzauber]]></title>
	<link>https://bluetenzauber.example</link>
	<language>de-DE</language>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_blog_url>https://bluetenzauber.example</wp:base_blog_url>
	<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[anna]]></wp:author_login><wp:author_display_name><![CDATA[Anna Schere]]></wp:author_display_name></wp:author>
	<wp:category><wp:term_id>3</wp:term_id><wp:category_nicename><![CDATA[pflege]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Pflege & Tipps]]></wp:cat_name></wp:category>
	<wp:tag><wp:term_id>7</wp:term_id><wp:tag_slug><![CDATA[sommer]]></wp:tag_slug><wp:tag_name><![CDATA[Sommer]]></wp:tag_name></wp:tag>
	<wp:term><wp:term_id>9</wp:term_id><wp:term_taxonomy><![CDATA[nav_menu]]></wp:term_taxonomy><wp:term_slug><![CDATA[hauptmenue]]></wp:term_slug><wp:term_name><![CDATA[Hauptmenü]]></wp:term_name></wp:term>
	<item>
		<title><![CDATA[Öffnungszeiten im Sommer]]></title>
		<link>https://bluetenzauber.example/2024/05/oeffnungszeiten/</link>
		<pubDate>Thu, 02 May 2024 07:00:00 +0000</pubDate>
		<dc:creator><![CDATA[anna]]></dc:creator>
		<guid isPermaLink="false">https://bluetenzauber.example/?p=12</guid>
		<content:encoded><![CDATA[<p>Wir haben <strong>länger</strong> geöffnet.</p>]]></content:encoded>
		<excerpt:encoded><![CDATA[Länger geöffnet]]></excerpt:encoded>
		<wp:post_id>12</wp:post_id>
		<wp:post_date><![CDATA[2024-05-02 09:00:00]]></wp:post_date>
		<wp:post_date_gmt><![CDATA[2024-05-02 07:00:00]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[oeffnungszeiten]]></wp:post_name>
		<wp:status><![CDATA[publish]]></wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:menu_order>0</wp:menu_order>
		<wp:post_type><![CDATA[post]]></wp:post_type>
		<wp:post_password><![CDATA[]]></wp:post_password>
		<wp:is_sticky>1</wp:is_sticky>
		<category domain="category" nicename="pflege"><![CDATA[Pflege & Tipps]]></category>
		<category domain="post_tag" nicename="sommer"><![CDATA[Sommer]]></category>
		<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[30]]></wp:meta_value></wp:postmeta>
		<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[31]]></wp:meta_value></wp:postmeta>
		<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_content><![CDATA[Super!]]></wp:comment_content></wp:comment>
	</item>
	<item>
		<title>Preise</title>
		<link>https://bluetenzauber.example/leistungen/preise/</link>
		<pubDate>Mon, 30 Nov -0001 00:00:00 +0000</pubDate>
		<dc:creator><![CDATA[anna]]></dc:creator>
		<guid isPermaLink="false">https://bluetenzauber.example/?page_id=14</guid>
		<content:encoded><![CDATA[[fusion_builder_container][fusion_text]Schnitt 49 €[/fusion_text][/fusion_builder_container]]]></content:encoded>
		<excerpt:encoded><![CDATA[]]></excerpt:encoded>
		<wp:post_id>14</wp:post_id>
		<wp:post_date><![CDATA[2024-05-03 10:00:00]]></wp:post_date>
		<wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[]]></wp:post_name>
		<wp:status><![CDATA[draft]]></wp:status>
		<wp:post_parent>13</wp:post_parent>
		<wp:menu_order>2</wp:menu_order>
		<wp:post_type>page</wp:post_type>
		<wp:is_sticky>0</wp:is_sticky>
	</item>
</channel>
</rss>
`

async function* pieces(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size)
}

async function* bytes(text: string, size: number) {
  const all = new TextEncoder().encode(text)
  for (let at = 0; at < all.length; at += size) yield all.slice(at, at + size)
}

async function read(source: AsyncIterable<string | Uint8Array>, fieldLimit?: number) {
  const entries: WxrEntry[] = []
  for await (const entry of readWxr(source, { fieldLimit })) entries.push(entry)
  return entries
}

const refusal = (source: AsyncIterable<string | Uint8Array>, fieldLimit?: number) =>
  read(source, fieldLimit).then(
    () => null,
    (error: unknown) => error,
  )

describe('reading a WordPress export', () => {
  it('yields the site, its authors and terms, then each item with its fields', async () => {
    const entries = await read(pieces(EXPORT, EXPORT.length))
    expect(entries.map((entry) => entry.kind)).toEqual([
      'site',
      'author',
      'term',
      'term',
      'term',
      'item',
      'item',
    ])
    expect(entries[0]).toEqual({
      kind: 'site',
      title: 'Salon Blütenzauber',
      link: 'https://bluetenzauber.example',
      language: 'de-DE',
      version: '1.2',
    })
    expect(entries[1]).toEqual({
      kind: 'author',
      id: 1,
      login: 'anna',
      displayName: 'Anna Schere',
    })
    expect(entries.slice(2, 5)).toEqual([
      {
        kind: 'term',
        taxonomy: 'category',
        id: 3,
        slug: 'pflege',
        name: 'Pflege & Tipps',
        parent: '',
        description: '',
      },
      {
        kind: 'term',
        taxonomy: 'post_tag',
        id: 7,
        slug: 'sommer',
        name: 'Sommer',
        parent: '',
        description: '',
      },
      {
        kind: 'term',
        taxonomy: 'nav_menu',
        id: 9,
        slug: 'hauptmenue',
        name: 'Hauptmenü',
        parent: '',
        description: '',
      },
    ])
    const post = entries[5] as WxrItem
    expect(post).toMatchObject({
      id: 12,
      type: 'post',
      status: 'publish',
      title: 'Öffnungszeiten im Sommer',
      slug: 'oeffnungszeiten',
      link: 'https://bluetenzauber.example/2024/05/oeffnungszeiten/',
      date: '2024-05-02T07:00:00.000Z',
      author: 'anna',
      content: '<p>Wir haben <strong>länger</strong> geöffnet.</p>',
      excerpt: 'Länger geöffnet',
      sticky: true,
      idFrom: 'export',
      localDate: '2024-05-02 09:00:00',
      comments: [{ author: '', date: '', content: 'Super!', approved: '1' }],
      terms: [
        { taxonomy: 'category', slug: 'pflege', name: 'Pflege & Tipps' },
        { taxonomy: 'post_tag', slug: 'sommer', name: 'Sommer' },
      ],
    })
    // A key may repeat; the first is the one WordPress reads with get_post_meta(…, true).
    expect(post.meta).toHaveLength(2)
    expect(metaOf(post, '_thumbnail_id')).toBe('30')
    const draft = entries[6] as WxrItem
    expect(draft).toMatchObject({
      id: 14,
      type: 'page',
      status: 'draft',
      slug: '',
      parent: 13,
      menuOrder: 2,
      sticky: false,
      // Zeros in the GMT date and a year -0001 in the RSS one: WordPress's „not yet“.
      date: null,
      content:
        '[fusion_builder_container][fusion_text]Schnitt 49 €[/fusion_text][/fusion_builder_container]',
    })
  })

  it('reads the same from any cut of the stream, a letter split across two byte chunks too', async () => {
    const whole = await read(pieces(EXPORT, EXPORT.length))
    expect(await read(pieces(EXPORT, 7))).toEqual(whole)
    // 5-byte chunks cut „Ö“, „ü“ and „€“ (two and three bytes in UTF-8) in the middle.
    expect(await read(bytes(EXPORT, 5))).toEqual(whole)
  })

  it('hands out each item as soon as it is read, before the rest of the file arrives', async () => {
    const asked: number[] = []
    const half = EXPORT.indexOf('<title>Preise</title>')
    async function* slow() {
      asked.push(1)
      yield EXPORT.slice(0, half)
      asked.push(2)
      yield EXPORT.slice(half)
    }
    const seen: string[] = []
    for await (const entry of readWxr(slow())) {
      if (entry.kind === 'item') seen.push(`${entry.id} after chunk ${asked.length}`)
    }
    expect(seen).toEqual(['12 after chunk 1', '14 after chunk 2'])
  })

  it('refuses a DOCTYPE, so entity declarations never expand', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><rss><channel><title>&c;</title></channel></rss>`
    const error = await refusal(pieces(laughs, 64))
    expect(error).toBeInstanceOf(WxrError)
    expect((error as WxrError).code).toBe('doctype')
  })

  it('says where malformed XML breaks', async () => {
    const broken = EXPORT.replace(
      '</wp:post_parent>\n\t\t<wp:menu_order>2',
      '\n\t\t<wp:menu_order>2',
    )
    const error = (await refusal(pieces(broken, 100))) as WxrError
    expect(error).toBeInstanceOf(WxrError)
    expect(error.code).toBe('malformed')
    expect(error.message).toMatch(/not well-formed XML: .* \(line \d+\)$/)
    expect(error.line).toBeGreaterThan(50)
  })

  it('refuses bytes that are not UTF-8', async () => {
    async function* latin1() {
      yield new Uint8Array([...new TextEncoder().encode('<rss><channel><title>'), 0xd6, 0x3c])
    }
    expect(((await refusal(latin1())) as WxrError).code).toBe('malformed')
  })

  it('refuses what is not an export: another document, or nothing', async () => {
    expect(((await refusal(pieces('<html><body/></html>', 10))) as WxrError).code).toBe('not_wxr')
    expect(((await refusal(pieces('', 10))) as WxrError).code).toBe('not_wxr')
  })

  it('refuses a field longer than the limit instead of holding it', async () => {
    const error = (await refusal(pieces(EXPORT, 16), 30)) as WxrError
    expect(error.code).toBe('too_large')
    expect(error.message).toContain('longer than 30 characters')
  })
})
