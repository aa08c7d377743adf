import type { ChildNode, Element } from 'domhandler'

import { findAll, imageRefOf, isElement, textOf } from './dom'
import { FORMAT } from './lexicalNodes'
import type { RuleContext } from './shortcodeRules'

const textChild = (data: string) => ({ type: 'text', data }) as ChildNode

/** A figure: one picture, a gallery of several, or a block-editor embed (its address as text). */
export function figureRule(node: Element, context: RuleContext) {
  const images = findAll(node, 'img')
  const caption = findAll(node, 'figcaption')[0]
  const captionText = caption ? textOf(caption).trim() : ''
  if (images.length > 0) {
    if (images.length > 1) context.gallery(images.map((img) => imageRefOf(img)))
    else context.image({ ...imageRefOf(images[0]!), caption: captionText })
    if (captionText) context.inline([textChild(captionText)], FORMAT.italic)
    return context.paragraphEnd()
  }
  const url = textOf(node).trim().split(/\s+/)[0] ?? ''
  if (/\bwp-block-embed\b/.test(node.attribs.class ?? '') && /^https?:\/\//.test(url))
    return context.video(url)
  context.blocks(node.children)
}

/** A table as lines of text, its cells joined by „ | “, header cells bold. */
export function tableRule(node: Element, context: RuleContext) {
  for (const row of findAll(node, 'tr')) {
    const cells = row.children.filter(
      (cell): cell is Element => isElement(cell) && (cell.name === 'td' || cell.name === 'th'),
    )
    cells.forEach((cell, index) => {
      if (index > 0) context.inline([textChild(' | ')])
      context.inline(cell.children, cell.name === 'th' ? FORMAT.bold : 0)
    })
    context.paragraphEnd()
  }
  context.note('Tabelle als Textzeilen übernommen')
}
