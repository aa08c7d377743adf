import type { ChildNode, Element } from 'domhandler'

import { FORMAT, type LexicalNode, lineBreak, textNode } from './lexicalNodes'

/** A picture the content names: by its attachment id (`wp-image-12`, `ids="12"`) or address. */
export type ImageRef = { attachmentId?: number; src?: string; alt?: string; caption?: string }

export const DROPPED: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'frame',
  'frameset',
  'base',
  'head',
  'title',
])

export const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style'

export function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data
  if (!isElement(node) || DROPPED.has(node.name)) return ''
  if (node.name === 'br') return '\n'
  return node.children.map(textOf).join('')
}

export function findAll(node: Element, name: string): Element[] {
  const found: Element[] = []
  const walk = (children: ChildNode[]) => {
    for (const child of children) {
      if (!isElement(child)) continue
      if (child.name === name) found.push(child)
      walk(child.children)
    }
  }
  walk(node.children)
  return found
}

export function imageRefOf(img: Element): ImageRef {
  const fromClass = /\bwp-image-(\d+)\b/.exec(img.attribs.class ?? '')?.[1]
  const fromData = img.attribs['data-id']
  const id = Number(fromClass ?? fromData)
  return {
    ...(Number.isInteger(id) && id > 0 ? { attachmentId: id } : {}),
    src: img.attribs.src ?? '',
    alt: img.attribs.alt ?? '',
  }
}

export const INLINE_FORMAT: Record<string, number> = {
  strong: FORMAT.bold,
  b: FORMAT.bold,
  em: FORMAT.italic,
  i: FORMAT.italic,
  cite: FORMAT.italic,
  u: FORMAT.underline,
  ins: FORMAT.underline,
  s: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  code: FORMAT.code,
  kbd: FORMAT.code,
  tt: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
}

export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'pre',
  'hr',
  'iframe',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'address',
  'center',
  'wp-sc',
])

/** Inline nodes without leading and trailing blanks and line breaks. */
export function trimInline(nodes: LexicalNode[]): LexicalNode[] {
  const out = [...nodes]
  while (out[0] && (out[0].type === 'linebreak' || isBlank(out[0]))) out.shift()
  while (out.at(-1) && (out.at(-1)!.type === 'linebreak' || isBlank(out.at(-1)!))) out.pop()
  if (out[0]?.type === 'text') out[0] = { ...out[0], text: String(out[0].text).trimStart() }
  const last = out.at(-1)
  if (last?.type === 'text') out[out.length - 1] = { ...last, text: String(last.text).trimEnd() }
  return out
}

const isBlank = (node: LexicalNode) => node.type === 'text' && String(node.text).trim() === ''

export const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return 'unbekannter Adresse'
  }
}

export const VIDEO_HOST =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\//i

/** Preformatted text (`<pre>`, a code block) as code-formatted lines. */
export function preformatted(node: Element): LexicalNode[] {
  const lines = textOf(node).replace(/\n$/, '').split('\n')
  return lines.flatMap((line, index) => [
    ...(index > 0 ? [lineBreak()] : []),
    textNode(line, FORMAT.code),
  ])
}
