import { SaxesParser, type SaxesTagPlain } from 'saxes'

import { plainTitle } from '../content/plainText'
import { identityKeeper } from './itemIdentity'
import type { WxrEntry, WxrItem, WxrSite, WxrTerm } from './types'

/** The longest one field may be (a post's content included): 32 million characters. */
export const FIELD_LIMIT_CHARS = 32 * 1024 * 1024

export type WxrErrorCode = 'malformed' | 'doctype' | 'not_wxr' | 'too_large'

/** Why an export cannot be read; `line` is where the reader stopped. */
export class WxrError extends Error {
  constructor(
    readonly code: WxrErrorCode,
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`)
    this.name = 'WxrError'
  }
}

/** One open element; `fields` holds its leaf children's text by name, the last one winning. */
type Frame = {
  name: string
  attributes: Record<string, string>
  text: string
  hasChildren: boolean
  fields: Record<string, string>
  terms: WxrItem['terms']
  /** `<category>` without domain and slug: RSS's copy of a term, or the only one some tools write. */
  bareTerms: string[]
  meta: WxrItem['meta']
  comments: WxrItem['comments']
}

/** Each term element's own field names: slug, name, parent, description. */
const TERM_FIELDS: Record<string, { taxonomy?: string; names: [string, string, string, string] }> =
  {
    'wp:category': {
      taxonomy: 'category',
      names: ['category_nicename', 'cat_name', 'category_parent', 'category_description'],
    },
    'wp:tag': { taxonomy: 'post_tag', names: ['tag_slug', 'tag_name', '', 'tag_description'] },
    'wp:term': { names: ['term_slug', 'term_name', 'term_parent', 'term_description'] },
  }

function termOf(element: string, fields: Record<string, string>): WxrTerm | null {
  const shape = TERM_FIELDS[element]
  if (!shape) return null
  const [slug, rawName, parent, description] = shape.names.map((field) =>
    field ? (fields[`wp:${field}`] ?? '').trim() : '',
  ) as [string, string, string, string]
  const name = plainTitle(rawName)
  return {
    kind: 'term',
    taxonomy: shape.taxonomy ?? (fields['wp:term_taxonomy'] ?? '').trim(),
    id: Number(fields['wp:term_id'] ?? 0),
    slug,
    name,
    parent,
    description,
  }
}

/** WordPress writes „never“ as zeros; a GMT date is the instant, the RSS date its fallback. */
function instantOf(fields: Record<string, string>): string | null {
  const gmt = fields['wp:post_date_gmt']?.trim()
  if (gmt && !gmt.startsWith('0000')) {
    const instant = new Date(`${gmt.replace(' ', 'T')}Z`)
    if (!Number.isNaN(instant.getTime())) return instant.toISOString()
  }
  const rss = fields.pubDate ? new Date(fields.pubDate) : null
  return rss && !Number.isNaN(rss.getTime()) ? rss.toISOString() : null
}

function itemOf(frame: Frame, identify: ReturnType<typeof identityKeeper>): WxrItem {
  const f = frame.fields
  const type = (f['wp:post_type'] ?? 'post').trim()
  const { id, from } = identify({
    postId: f['wp:post_id'],
    guid: (f.guid ?? '').trim(),
    link: (f.link ?? '').trim(),
    title: f.title ?? '',
    date: f['wp:post_date'] ?? f.pubDate ?? '',
    type,
  })
  return {
    kind: 'item',
    id,
    idFrom: from,
    type,
    status: (f['wp:status'] ?? '').trim(),
    title: plainTitle(f.title ?? ''),
    slug: (f['wp:post_name'] ?? '').trim(),
    link: (f.link ?? '').trim(),
    guid: (f.guid ?? '').trim(),
    date: instantOf(f),
    localDate: localDateOf(f['wp:post_date']),
    author: f['dc:creator'] ?? '',
    content: f['content:encoded'] ?? '',
    excerpt: f['excerpt:encoded'] ?? '',
    parent: Number(f['wp:post_parent'] ?? 0),
    menuOrder: Number(f['wp:menu_order'] ?? 0),
    password: f['wp:post_password'] ?? '',
    sticky: (f['wp:is_sticky'] ?? '0').trim() === '1',
    attachmentUrl: (f['wp:attachment_url'] ?? '').trim(),
    terms: [
      ...frame.terms,
      ...frame.bareTerms
        .filter((name) => name && !frame.terms.some((term) => term.name === name))
        .map((name) => ({ taxonomy: 'category', slug: '', name })),
    ],
    meta: frame.meta,
    comments: frame.comments,
  }
}

/** `wp:post_date` when it is a date („never“ is written as zeros). */
const localDateOf = (value: string | undefined) => {
  const date = value?.trim() ?? ''
  return /^\d{4}-\d{2}-\d{2}/.test(date) && !date.startsWith('0000') ? date : ''
}

const siteOf = (fields: Record<string, string>): WxrSite => ({
  kind: 'site',
  title: fields.title ?? '',
  link: (fields.link || fields['wp:base_blog_url'] || '').trim(),
  language: (fields.language ?? '').trim(),
  version: (fields['wp:wxr_version'] ?? '').trim(),
})

const frameOf = (tag: SaxesTagPlain): Frame => ({
  name: tag.name,
  attributes: tag.attributes as Record<string, string>,
  text: '',
  hasChildren: false,
  fields: {},
  terms: [],
  bareTerms: [],
  meta: [],
  comments: [],
})

/** What a closed element adds: an entry at the channel's level, else a field of its parent. */
function closeElement(
  frame: Frame,
  parent: Frame,
  ready: WxrEntry[],
  sendSite: (channel: Frame) => void,
  identify: ReturnType<typeof identityKeeper>,
) {
  if (parent.name === 'channel') {
    const term = termOf(frame.name, frame.fields)
    if (frame.name === 'item') {
      sendSite(parent)
      ready.push(itemOf(frame, identify))
    } else if (term) {
      sendSite(parent)
      ready.push(term)
    } else if (frame.name === 'wp:author') {
      sendSite(parent)
      ready.push({
        kind: 'author',
        id: Number(frame.fields['wp:author_id'] ?? 0) || 0,
        login: frame.fields['wp:author_login'] ?? '',
        displayName: frame.fields['wp:author_display_name'] ?? '',
      })
    } else if (!frame.hasChildren) parent.fields[frame.name] = frame.text
    return
  }
  if (frame.name === 'channel') return sendSite(frame)
  if (parent.name === 'item' && frame.name === 'category') {
    const { domain = 'category', nicename = '' } = frame.attributes
    // WXR 1.0 named tags `tag`, and wrote each term twice: bare (for feed readers) and with its
    // domain; the bare copy is only kept where there is no other.
    if (!('domain' in frame.attributes) && !nicename) parent.bareTerms.push(plainTitle(frame.text))
    else
      parent.terms.push({
        taxonomy: domain === 'tag' ? 'post_tag' : domain,
        slug: nicename,
        name: plainTitle(frame.text),
      })
  } else if (parent.name === 'item' && frame.name === 'wp:postmeta') {
    parent.meta.push({
      key: frame.fields['wp:meta_key'] ?? '',
      value: frame.fields['wp:meta_value'] ?? '',
    })
  } else if (parent.name === 'item' && frame.name === 'wp:comment')
    parent.comments.push({
      author: (frame.fields['wp:comment_author'] ?? '').trim(),
      date: (frame.fields['wp:comment_date'] ?? '').trim(),
      content: frame.fields['wp:comment_content'] ?? '',
      approved: (frame.fields['wp:comment_approved'] ?? '1').trim(),
    })
  else if (!frame.hasChildren) parent.fields[frame.name] = frame.text
}

/**
 * Reads a WordPress export (WXR) as it streams in and yields what it holds: the site first, then
 * authors, terms and items in the file's order. Only the item being read is held, so memory stays
 * bounded by the largest item, not the file. Elements are matched by WordPress's own prefixes
 * (`wp:`, `content:`, `excerpt:`, `dc:`), which every exporter writes.
 *
 * Refused with a WxrError: anything that is not well-formed XML, a DOCTYPE (WordPress never
 * writes one; it is how entity-expansion attacks start), a document that is not an RSS export,
 * and a field longer than `fieldLimit` (FIELD_LIMIT_CHARS).
 */
export async function* readWxr(
  chunks: AsyncIterable<string | Uint8Array>,
  { fieldLimit = FIELD_LIMIT_CHARS }: { fieldLimit?: number } = {},
): AsyncGenerator<WxrEntry> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true })
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const stack: Frame[] = []
  const ready: WxrEntry[] = []
  const identify = identityKeeper()
  let failure: WxrError | null = null
  let sawRoot = false
  let siteSent = false
  const fail = (code: WxrErrorCode, message: string) => {
    failure ??= new WxrError(code, message, parser.line)
  }
  const sendSite = (channel: Frame) => {
    if (siteSent) return
    siteSent = true
    ready.push(siteOf(channel.fields))
  }

  parser.on('error', (error) =>
    fail('malformed', `The export is not well-formed XML: ${error.message}`),
  )
  parser.on('doctype', () =>
    fail('doctype', 'The export declares a DOCTYPE; WordPress exports never do, so it is refused'),
  )
  parser.on('opentag', (tag) => {
    const parent = stack.at(-1)
    if (!parent) {
      sawRoot = true
      if (tag.name !== 'rss')
        fail('not_wxr', `This is not a WordPress export (its root is <${tag.name}>)`)
    } else {
      parent.hasChildren = true
      parent.text = ''
    }
    stack.push(frameOf(tag))
  })
  const onText = (text: string) => {
    const top = stack.at(-1)
    if (!top || top.hasChildren) return
    top.text += text
    if (top.text.length > fieldLimit)
      fail('too_large', `<${top.name}> is longer than ${fieldLimit} characters`)
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', () => {
    const frame = stack.pop()!
    const parent = stack.at(-1)
    if (parent) closeElement(frame, parent, ready, sendSite, identify)
  })

  const check = () => {
    if (failure) throw failure
  }
  for await (const chunk of chunks) {
    try {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))
    } catch (error) {
      // Only the decoder throws here (the parser reports through its handler).
      fail('malformed', `The export is not UTF-8: ${(error as Error).message}`)
    }
    check()
    yield* ready.splice(0)
  }
  if (!sawRoot) fail('not_wxr', 'The file holds no XML element: it is not a WordPress export')
  check()
  parser.close()
  check()
  yield* ready.splice(0)
}
