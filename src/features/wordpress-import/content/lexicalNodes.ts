import { COLLECTIONS } from '@/contracts/slugs'

/**
 * The Lexical JSON the admin's editor stores (Payload's rich text), built by hand: the import
 * writes it on the server without an editor or a DOM.
 */
export type LexicalNode = Record<string, unknown> & { type: string }

export type RichTextValue = {
  root: LexicalNode & { children: LexicalNode[] }
}

/** Lexical's text format bits. */
export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr' as const,
  children,
  ...extra,
})

export const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  version: 1,
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const lineBreak = (): LexicalNode => ({ type: 'linebreak', version: 1 })

export const paragraph = (children: LexicalNode[]): LexicalNode =>
  element('paragraph', children, { textFormat: 0, textStyle: '' })

export const heading = (tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', children: LexicalNode[]) =>
  element('heading', children, { tag })

export const quote = (children: LexicalNode[]) => element('quote', children)

export const list = (ordered: boolean, items: LexicalNode[]) =>
  element('list', items, {
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
  })

export const listItem = (value: number, children: LexicalNode[]) =>
  element('listitem', children, { value })

export const link = (url: string, newTab: boolean, children: LexicalNode[]) =>
  element('link', children, { version: 3, fields: { linkType: 'custom', url, newTab } })

export const horizontalRule = (): LexicalNode => ({ type: 'horizontalrule', version: 1 })

export const upload = (mediaId: number | string): LexicalNode => ({
  type: 'upload',
  version: 3,
  format: '',
  fields: null,
  relationTo: COLLECTIONS.media,
  value: mediaId,
})

export const richTextOf = (children: LexicalNode[]): RichTextValue => ({
  root: { ...element('root', children), type: 'root' },
})

/** Whether a rich text holds anything a visitor would see. */
export const hasContent = (value: RichTextValue): boolean =>
  value.root.children.some(
    (node) =>
      node.type !== 'paragraph' ||
      (node.children as LexicalNode[]).some(
        (child) => child.type !== 'text' || String(child.text).trim() !== '',
      ),
  )
