import { describe, expect, it } from 'vitest'

import { htmlToSegments } from './htmlToSegments'
import type { ImageRef } from './dom'
import { safeLinkUrl } from '@/lib/link'
import { shortcodesToElements } from './shortcodes'

/** Attachments 10–19 are in the media library as 110–119; nothing else is. */
function convert(content: string) {
  const notes: string[] = []
  const segments = htmlToSegments(content, {
    resolveImage: (ref: ImageRef) =>
      ref.attachmentId && ref.attachmentId >= 10 && ref.attachmentId < 20
        ? 100 + ref.attachmentId
        : ref.src?.endsWith('/known.jpg')
          ? 200
          : null,
    rewriteLink: (url) => url.replace('https://old.example/', '/'),
    note: (message) => notes.push(message),
  })
  return { segments, notes, json: JSON.stringify(segments) }
}

const texts = (value: unknown): string[] => {
  const found: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (record.type === 'text') found.push(String(record.text))
    Object.values(record).forEach(walk)
  }
  walk(value)
  return found
}

describe('classic editor content', () => {
  it('gets the paragraphs WordPress adds only on display, with line breaks and formats', () => {
    const { segments } = convert('Erste Zeile\nzweite <strong>fett</strong>\n\nNeuer Absatz')
    expect(segments).toHaveLength(1)
    const [text] = segments
    expect(text?.kind).toBe('text')
    const nodes = text?.kind === 'text' ? text.nodes : []
    expect(nodes.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
    const first = nodes[0]!.children as Array<Record<string, unknown>>
    expect(first.map((node) => node.type)).toEqual(['text', 'linebreak', 'text', 'text'])
    expect(first[3]).toMatchObject({ text: 'fett', format: 1 })
  })

  it('maps [caption], [gallery], [embed] and [contact-form-7] to pictures, galleries, videos and forms', () => {
    const { segments, notes } = convert(
      [
        '[caption id="attachment_12" align="alignleft" width="300"]<a href="https://old.example/wp-content/uploads/a.jpg"><img class="wp-image-12 size-medium" src="https://old.example/wp-content/uploads/a-300x200.jpg" alt="Salon" /></a> Unser Salon[/caption]',
        '[gallery ids="11,13,99" columns="3"]',
        '[embed]https://www.youtube.com/watch?v=abc123[/embed]',
        '[contact-form-7 id="42" title="Kontakt"]',
      ].join('\n\n'),
    )
    expect(segments.map((segment) => segment.kind)).toEqual(['text', 'gallery', 'video', 'form'])
    expect(JSON.stringify(segments[0])).toContain('"type":"upload"')
    expect(JSON.stringify(segments[0])).toContain('"value":112')
    expect(texts(segments[0])).toContain('Unser Salon')
    expect(segments[1]).toEqual({
      kind: 'gallery',
      images: [
        { mediaId: 111, caption: '' },
        { mediaId: 113, caption: '' },
      ],
    })
    expect(segments[2]).toEqual({ kind: 'video', url: 'https://www.youtube.com/watch?v=abc123' })
    expect(segments[3]).toEqual({ kind: 'form', wordpressId: '42', title: 'Kontakt' })
    // Attachment 99 of the gallery is not in the media library: named, never linked.
    expect(notes).toEqual(['Bild ausgelassen: Anhang 99'])
  })
})

describe('block editor content', () => {
  it('reads the core blocks as the editor saved them', () => {
    const { segments, json } = convert(`
<!-- wp:heading {"level":1} --><h1>Titel</h1><!-- /wp:heading -->
<!-- wp:paragraph --><p>Text mit <a href="https://old.example/kontakt/">Link</a>.</p><!-- /wp:paragraph -->
<!-- wp:list --><ul><li>Eins<ul><li>Eins-A</li></ul></li><li>Zwei</li></ul><!-- /wp:list -->
<!-- wp:quote --><blockquote class="wp-block-quote"><p>Zitat</p><cite>Jemand</cite></blockquote><!-- /wp:quote -->
<!-- wp:image {"id":14} --><figure class="wp-block-image"><img src="x.jpg" class="wp-image-14"/><figcaption>Bildtext</figcaption></figure><!-- /wp:image -->
<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator -->
<!-- wp:buttons --><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/termin">Termin</a></div></div><!-- /wp:buttons -->
<!-- wp:embed {"url":"https://vimeo.com/123"} --><figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">
https://vimeo.com/123
</div></figure><!-- /wp:embed -->
<!-- wp:gallery --><figure class="wp-block-gallery"><figure class="wp-block-image"><img class="wp-image-15"/></figure><figure class="wp-block-image"><img class="wp-image-16"/></figure></figure><!-- /wp:gallery -->
<!-- wp:code --><pre class="wp-block-code"><code>npm start
npm test</code></pre><!-- /wp:code -->
<!-- wp:details --><details><summary>Mehr</summary><p>Inhalt</p></details><!-- /wp:details -->
<!-- wp:table --><figure class="wp-block-table"><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table></figure><!-- /wp:table -->
`)
    expect(segments.map((segment) => segment.kind)).toEqual(['text', 'video', 'gallery', 'text'])
    expect(json).toContain('"tag":"h2"')
    expect(json).toContain('"url":"/kontakt/"')
    expect(json).toContain('"listType":"bullet"')
    expect(json).toContain('"type":"quote"')
    expect(json).toContain('"value":114')
    expect(json).toContain('"type":"horizontalrule"')
    expect(json).toContain('"url":"/termin"')
    expect(texts(segments)).toEqual(
      expect.arrayContaining(['Eins', 'Eins-A', 'Zwei', 'Bildtext', 'npm start', 'Mehr', 'A', '2']),
    )
  })
})

describe('Avada (Fusion Builder) content', () => {
  it('maps containers, titles, text, image frames, galleries, buttons, videos, toggles and maps', () => {
    const { segments, notes, json } = convert(
      '[fusion_builder_container hundred_percent="no"][fusion_builder_row][fusion_builder_column type="1_1"]' +
        '[fusion_title size="1" content_align="left"]Willkommen[/fusion_title]' +
        '[fusion_text]<p>Ihr Salon in Berlin.</p>[/fusion_text]' +
        '[fusion_imageframe image_id="17|full" style_type="none"]https://old.example/wp-content/uploads/b.jpg[/fusion_imageframe]' +
        '[fusion_gallery layout="grid"][fusion_gallery_image image="" image_id="18|full" /][fusion_gallery_image image_id="19" /][/fusion_gallery]' +
        '[fusion_button link="https://old.example/termin/" color="default"]Termin buchen[/fusion_button]' +
        '[fusion_youtube id="xyz789" width="600" /]' +
        '[fusion_accordion][fusion_toggle title="Parken?" open="no"]Im Hof.[/fusion_toggle][/fusion_accordion]' +
        '[fusion_map address="Lindenstraße 12|10969 Berlin" /]' +
        '[fusion_widget_area name="x"][/fusion_widget_area]' +
        '[/fusion_builder_column][/fusion_builder_row][/fusion_builder_container]',
    )
    expect(segments.map((segment) => segment.kind)).toEqual([
      'text',
      'gallery',
      'text',
      'video',
      'text',
    ])
    expect(json).toContain('"tag":"h2"')
    expect(texts(segments)).toEqual(
      expect.arrayContaining([
        'Willkommen',
        'Ihr Salon in Berlin.',
        'Termin buchen',
        'Parken?',
        'Im Hof.',
      ]),
    )
    expect(json).toContain('"value":117')
    expect(json).toContain('"url":"/termin/"')
    expect(segments[3]).toEqual({ kind: 'video', url: 'https://www.youtube.com/watch?v=xyz789' })
    expect(texts(segments)).toContain('Lindenstraße 12 · 10969 Berlin')
    expect(notes).toEqual([
      'Karte nicht übernommen: bitte einen Karten-Block anlegen',
      'Shortcode [fusion_widget_area] nicht übernommen (Inhalt behalten)',
    ])
  })
})

describe('sanitising', () => {
  it('keeps no script, style, event attribute, javascript: link or foreign frame', () => {
    const { json, notes } = convert(
      '<p onclick="alert(1)" style="color:red">Hallo <a href="java&#x09;script:alert(1)">klick</a>' +
        '<a href="  JavaScript:alert(2)">zwei</a><img src="x" onerror="alert(3)"></p>' +
        '<script>alert(4)</script><style>p{}</style><iframe src="https://evil.example/x"></iframe>' +
        '<svg><script>alert(5)</script></svg><a href="data:text/html,<b>x</b>">daten</a>',
    )
    expect(json).not.toMatch(/alert|onclick|onerror|javascript|data:|evil|color:red|<script/i)
    expect(texts(JSON.parse(json))).toEqual(['Hallo ', 'klick', 'zwei', 'daten'])
    expect(notes).toEqual(
      expect.arrayContaining([
        'Unsicherer Link entfernt (Text behalten)',
        '<script> entfernt',
        '<style> entfernt',
        'Eingebetteter Inhalt von evil.example ausgelassen (nur YouTube und Vimeo werden übernommen)',
      ]),
    )
  })

  it('drops pictures that are not in the media library instead of linking another host', () => {
    const { json } = convert(
      '<p><img src="https://cdn.other.example/x.jpg"> und <img src="/known.jpg"></p>',
    )
    expect(json).not.toContain('other.example')
    expect(json).toContain('"value":200')
  })

  it('allows web, mail, phone and site addresses only', () => {
    expect(safeLinkUrl('https://salon.example/a')).toBe('https://salon.example/a')
    expect(safeLinkUrl('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(safeLinkUrl('tel:+4930123')).toBe('tel:+4930123')
    expect(safeLinkUrl('/kontakt#_anfahrt')).toBe('/kontakt#_anfahrt')
    expect(safeLinkUrl('#oben')).toBe('#oben')
    expect(safeLinkUrl('seite.html')).toBe('seite.html')
    for (const bad of [
      'javascript:x',
      ' JAVASCRIPT:x',
      'java\nscript:x',
      'vbscript:x',
      'data:x',
      '',
    ])
      expect(safeLinkUrl(bad), bad).toBeNull()
  })
})

describe('shortcodes', () => {
  it('nests, closes by name, keeps [[escaped]] ones as text and survives broken input', () => {
    expect(shortcodesToElements('[a x="1"][b]in[/b][/a]')).toBe(
      '<wp-sc name="a" data-x="1"><wp-sc name="b">in</wp-sc></wp-sc>',
    )
    expect(shortcodesToElements('[[gallery]]')).toBe('[gallery]')
    expect(shortcodesToElements('[b_r] [/x]')).toBe('<wp-sc name="b_r"></wp-sc> [/x]')
    // A bracketed word no plug-in registered is text, as WordPress shows it.
    expect(shortcodesToElements('<a href="#">[top]</a> [1] [sic]')).toBe(
      '<a href="#">[top]</a> [1] [sic]',
    )
    expect(shortcodesToElements('[gallery]')).toBe('<wp-sc name="gallery"></wp-sc>')
    expect(shortcodesToElements('[a title="<script>"]')).toBe(
      '<wp-sc name="a" data-title="&lt;script>"></wp-sc>',
    )
    const deep = '[x]'.repeat(5000) + 'text'
    expect(shortcodesToElements(deep)).toContain('text')
  })
})
