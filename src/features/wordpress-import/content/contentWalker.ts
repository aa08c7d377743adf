import type { ChildNode, Element } from 'domhandler'

import type { ConvertOptions, Segment } from './segments'
import {
  BLOCK_TAGS,
  DROPPED,
  findAll,
  hostOf,
  type ImageRef,
  imageRefOf,
  INLINE_FORMAT,
  isElement,
  preformatted,
  textOf,
  trimInline,
  VIDEO_HOST,
} from './dom'
import {
  FORMAT,
  heading,
  horizontalRule,
  type LexicalNode,
  lineBreak,
  link,
  list,
  listItem,
  paragraph,
  quote,
  textNode,
  upload,
} from './lexicalNodes'
import { safeLinkUrl } from '@/lib/link'
import { figureRule, tableRule } from './elementRules'
import { shortcodeRule } from './shortcodeRules'

const NOTED_DROPS = new Set(['script', 'style', 'form', 'object'])

/** Walks the tree once, collecting block nodes into the current text segment. */
export class Walker {
  private segments: Segment[] = []
  private nodes: LexicalNode[] = []
  private inline: LexicalNode[] = []

  constructor(private readonly options: ConvertOptions) {}

  finish(): Segment[] {
    this.flushParagraph()
    this.flushText()
    return this.segments
  }

  /** Content where blocks may stand. */
  blocks(children: ChildNode[]) {
    for (const child of children) this.block(child)
  }

  private block(node: ChildNode) {
    if (node.type === 'text') return this.text(node.data, 0)
    if (!isElement(node)) return
    const name = node.name
    if (DROPPED.has(name)) return this.drop(name)
    if (!BLOCK_TAGS.has(name)) return this.inlineElement(node, 0)
    this.flushParagraph()
    switch (name) {
      case 'p':
      case 'address':
        this.inlineChildren(node.children, 0)
        return this.flushParagraph()
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.heading(node)
      case 'ul':
      case 'ol':
        return this.pushBlock(this.list(node))
      case 'blockquote':
        return this.quote(node)
      case 'hr':
        return this.pushBlock(horizontalRule())
      case 'pre':
        return this.pushBlock(paragraph(preformatted(node)))
      case 'figure':
        return figureRule(node, this.context)
      case 'iframe':
        return this.frame(node.attribs.src ?? '')
      case 'table':
        return tableRule(node, this.context)
      case 'summary':
      case 'dt':
      case 'figcaption':
        this.inlineChildren(node.children, FORMAT.bold)
        return this.flushParagraph()
      case 'wp-sc':
        return shortcodeRule(node.attribs.name ?? '')(node, this.context)
      default:
        return this.blocks(node.children)
    }
  }

  /** What the shortcode rules may do (shortcodeRules.ts). */
  readonly context = {
    blocks: (children: ChildNode[]) => this.blocks(children),
    inline: (children: ChildNode[], format = 0) => this.inlineChildren(children, format),
    paragraphEnd: () => this.flushParagraph(),
    heading: (level: number, children: ChildNode[]) => this.headingOf(level, children),
    image: (ref: ImageRef) => this.image(ref),
    gallery: (refs: ImageRef[]) => this.gallery(refs),
    video: (url: string) => this.frame(url),
    form: (wordpressId: string, title: string) => {
      this.flushParagraph()
      this.flushText()
      this.segments.push({ kind: 'form', wordpressId, title })
    },
    link: (href: string, label: string) => {
      const url = this.linkUrl(href)
      const text = [textNode(label)]
      this.inline.push(...(url ? [link(url, false, text)] : text))
      this.flushParagraph()
    },
    rule: () => this.pushBlock(horizontalRule()),
    note: (message: string) => this.options.note(message),
  }

  private heading(node: Element) {
    this.headingOf(Number(node.name.slice(1)), node.children)
  }

  private headingOf(level: number, children: ChildNode[]) {
    this.flushParagraph()
    // The page's title is its only h1: an imported h1 becomes an h2.
    const tag = `h${Math.min(6, Math.max(2, level))}` as 'h2'
    const saved = this.inline
    this.inline = []
    this.inlineChildren(children, 0)
    const inner = trimInline(this.inline)
    this.inline = saved
    if (inner.length) this.pushBlock(heading(tag, inner))
  }

  private list(node: Element): LexicalNode {
    const items: LexicalNode[] = []
    for (const child of node.children) {
      if (!isElement(child) || child.name !== 'li') continue
      const saved = this.inline
      this.inline = []
      const nested: LexicalNode[] = []
      for (const part of child.children) {
        if (isElement(part) && (part.name === 'ul' || part.name === 'ol'))
          nested.push(this.list(part))
        else this.inlineNode(part, 0)
      }
      const inner = trimInline(this.inline)
      this.inline = saved
      if (inner.length) items.push(listItem(items.length + 1, inner))
      // Lexical nests a list in an item of its own, after the item it belongs to.
      for (const sub of nested) items.push(listItem(items.length + 1, [sub]))
    }
    return list(node.name === 'ol', items)
  }

  private quote(node: Element) {
    const saved = this.inline
    this.inline = []
    for (const child of node.children) {
      if (isElement(child) && (child.name === 'p' || child.name === 'div')) {
        if (this.inline.length) this.inline.push(lineBreak())
        this.inlineChildren(child.children, 0)
      } else this.inlineNode(child, 0)
    }
    const inner = trimInline(this.inline)
    this.inline = saved
    if (inner.length) this.pushBlock(quote(inner))
  }

  private frame(src: string) {
    this.flushParagraph()
    const url = src.trim().replace(/^\/\//, 'https://')
    if (VIDEO_HOST.test(url)) {
      this.flushText()
      this.segments.push({ kind: 'video', url })
      return
    }
    this.options.note(
      url
        ? `Eingebetteter Inhalt von ${hostOf(url)} ausgelassen (nur YouTube und Vimeo werden übernommen)`
        : 'Eingebetteter Inhalt ohne Adresse ausgelassen',
    )
  }

  private gallery(refs: ImageRef[]) {
    this.flushParagraph()
    const images = refs.flatMap((ref) => {
      const mediaId = this.resolve(ref)
      return mediaId == null ? [] : [{ mediaId, caption: ref.caption ?? '' }]
    })
    if (images.length === 0) return
    this.flushText()
    this.segments.push({ kind: 'gallery', images })
  }

  /** The picture's media, or null (named in the report: no picture links another host). */
  private resolve(ref: ImageRef) {
    const id = this.options.resolveImage(ref)
    const name = ref.src || `Anhang ${ref.attachmentId ?? '?'}`
    if (id == null)
      this.options.note(
        `Bild ausgelassen: ${name}${this.options.whyMissing ? ` – ${this.options.whyMissing(ref)}` : ''}`,
      )
    return id
  }

  private image(ref: ImageRef) {
    const mediaId = this.resolve(ref)
    if (mediaId == null) return
    this.flushParagraph()
    this.pushBlock(upload(mediaId))
  }

  private inlineChildren(children: ChildNode[], format: number) {
    for (const child of children) this.inlineNode(child, format)
  }

  private inlineNode(node: ChildNode, format: number) {
    if (node.type === 'text') return this.text(node.data, format)
    if (!isElement(node)) return
    if (DROPPED.has(node.name)) return this.drop(node.name)
    if (BLOCK_TAGS.has(node.name)) {
      // A block inside a paragraph (a list in a table cell, a shortcode in a link) ends it.
      return this.block(node)
    }
    this.inlineElement(node, format)
  }

  private inlineElement(node: Element, format: number) {
    const name = node.name
    if (name === 'br') return void this.inline.push(lineBreak())
    if (name === 'img') return this.image(imageRefOf(node))
    if (name === 'a') return this.anchor(node, format)
    this.inlineChildren(node.children, format | (INLINE_FORMAT[name] ?? 0))
  }

  private anchor(node: Element, format: number) {
    const images = findAll(node, 'img')
    // A picture linked to its own file (the classic editor's default) is the picture alone.
    if (images.length > 0 && textOf(node).trim() === '') {
      for (const img of images) this.image(imageRefOf(img))
      return
    }
    const url = this.linkUrl(node.attribs.href ?? '')
    const saved = this.inline
    this.inline = []
    this.inlineChildren(node.children, format)
    const inner = this.inline
    this.inline = saved
    if (!url) return void this.inline.push(...inner)
    this.inline.push(link(url, node.attribs.target === '_blank', inner))
  }

  private linkUrl(href: string): string | null {
    const safe = safeLinkUrl(href)
    if (href.trim() && !safe) this.options.note('Unsicherer Link entfernt (Text behalten)')
    return safe ? this.options.rewriteLink(safe) : null
  }

  private text(data: string, format: number) {
    const text = data.replace(/\s+/g, ' ')
    if (text === '' || (text === ' ' && this.inline.length === 0)) return
    this.inline.push(textNode(text, format))
  }

  private drop(name: string) {
    if (NOTED_DROPS.has(name)) this.options.note(`<${name}> entfernt`)
  }

  private pushBlock(node: LexicalNode) {
    this.flushParagraph()
    this.nodes.push(node)
  }

  private flushParagraph() {
    const inline = trimInline(this.inline)
    this.inline = []
    if (inline.length) this.nodes.push(paragraph(inline))
  }

  private flushText() {
    if (this.nodes.length) this.segments.push({ kind: 'text', nodes: this.nodes })
    this.nodes = []
  }
}
