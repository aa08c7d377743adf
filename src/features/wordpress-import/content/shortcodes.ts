/**
 * WordPress shortcodes (`[gallery ids="1,2"]`, `[caption …]…[/caption]`, Avada's
 * `[fusion_text]…[/fusion_text]`) turned into HTML elements the content converter reads
 * (`htmlToSegments.ts`), so one walk over one tree maps classic, block and page-builder content.
 * Written by hand: no maintained library parses shortcodes outside WordPress, and their grammar
 * is small (WordPress's own `get_shortcode_regex`).
 */

export type ShortcodeAttributes = Record<string, string>

const ATTRIBUTE =
  /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"\]]+)|"([^"]*)"|(\S+)/g

export function parseAttributes(text: string): ShortcodeAttributes {
  const attributes: ShortcodeAttributes = {}
  let position = 0
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, k1, v1, k2, v2, k3, v3, positional1, positional2] = match
    const key = k1 ?? k2 ?? k3
    if (key) attributes[key.toLowerCase()] = v1 ?? v2 ?? v3 ?? ''
    else attributes[String(position++)] = positional1 ?? positional2 ?? ''
  }
  return attributes
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** `<wp-sc name="gallery" data-ids="1,2">inner</wp-sc>`: a shortcode as an element. */
const element = (name: string, attributes: ShortcodeAttributes, inner: string | null) => {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` data-${key.replace(/[^\w-]/g, '')}="${escapeAttribute(value)}"`)
    .join('')
  return `<wp-sc name="${name}"${attrs}>${inner ?? ''}</wp-sc>`
}

/** WordPress's own shortcodes: bare words, but shortcodes all the same. */
const CORE_SHORTCODES = new Set([
  'gallery',
  'caption',
  'wp_caption',
  'embed',
  'audio',
  'video',
  'playlist',
])

/**
 * `[top]`, `[1]` or `[sic]` in a text is text: WordPress shows a bracketed word that no plug-in
 * registered as it is written. A plug-in's shortcode has a prefixed name (`vc_row`,
 * `fusion_text`, `contact-form-7`), attributes or a closing tag; a bare word with none of these
 * that is no core shortcode stays in the text.
 */
const isPlainText = (name: string, rawAttributes: string, closed: boolean) =>
  !closed && !rawAttributes.trim() && !/[_-]/.test(name) && !CORE_SHORTCODES.has(name)

const OPEN = /\[(\[?)([\w-]+)((?:[^\]'"]|"[^"]*"|'[^']*')*?)(\/?)\](\]?)/g

/**
 * Every shortcode in the text as a `wp-sc` element, nested ones inside their parent. A closing
 * tag is looked for only when the same name closes later; `[[x]]` stays the text `[x]`.
 */
export function shortcodesToElements(text: string, depth = 0): string {
  if (depth > 30 || !text.includes('[')) return text
  let out = ''
  let last = 0
  OPEN.lastIndex = 0
  for (let match = OPEN.exec(text); match; match = OPEN.exec(text)) {
    const [whole, escapeOpen, rawName, rawAttributes, selfClosing, escapeClose] = match
    const name = rawName!.toLowerCase()
    if (escapeOpen && escapeClose) {
      out += text.slice(last, match.index) + whole.slice(1, -1)
      last = match.index + whole.length
      continue
    }
    const attributes = parseAttributes(rawAttributes ?? '')
    const afterOpen = match.index + whole.length
    const close = selfClosing ? -1 : findClose(text, rawName!, afterOpen)
    out += text.slice(last, match.index)
    if (!selfClosing && isPlainText(name, rawAttributes ?? '', close >= 0)) {
      out += whole
      last = afterOpen
    } else if (close < 0) {
      out += element(name, attributes, null)
      last = afterOpen
    } else {
      const inner = text.slice(afterOpen, close)
      out += element(name, attributes, shortcodesToElements(inner, depth + 1))
      last = close + `[/${rawName}]`.length
    }
    OPEN.lastIndex = last
  }
  return out + text.slice(last)
}

/** Where the matching `[/name]` starts, counting nested shortcodes of the same name. */
function findClose(text: string, name: string, from: number): number {
  const pattern = new RegExp(`\\[(/?)${name.replace(/[-]/g, '\\-')}(?=[\\s\\]/])[^\\]]*\\]`, 'gi')
  pattern.lastIndex = from
  let open = 1
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[1]) open -= 1
    else if (!match[0].endsWith('/]')) open += 1
    if (open === 0) return match.index
  }
  return -1
}
