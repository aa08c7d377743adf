import { decodeHTML } from 'entities'

/** An excerpt's or description's HTML as plain text: paragraphs kept, tags and shortcodes gone. */
export const plainText = (html: string) =>
  decodeHTML(
    html
      .replace(/<(?:br|\/p|\/li|\/h\d)[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/\[[^\]]*\]/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()

/**
 * A title as the old site showed it: WordPress keeps `&amp;`, `&#8211;` and the odd `<em>` in
 * titles and term names; here they are plain text.
 */
export const plainTitle = (html: string) =>
  decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
