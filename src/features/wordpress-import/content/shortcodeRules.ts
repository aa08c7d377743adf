import type { ChildNode, Element } from 'domhandler'

import { findAll, type ImageRef, imageRefOf, textOf } from './dom'

/** What a shortcode's rule may do with the content walker (htmlToSegments.ts). */
export type RuleContext = {
  blocks: (children: ChildNode[]) => void
  inline: (children: ChildNode[], format?: number) => void
  paragraphEnd: () => void
  heading: (level: number, children: ChildNode[]) => void
  image: (ref: ImageRef) => void
  gallery: (refs: ImageRef[]) => void
  video: (url: string) => void
  form: (wordpressId: string, title: string) => void
  link: (href: string, label: string) => void
  rule: () => void
  note: (message: string) => void
}

type Rule = (node: Element, context: RuleContext) => void

const data = (node: Element, name: string) => node.attribs[`data-${name}`] ?? ''

/** `12|full` (Avada) or `12` → 12. */
const attachmentIdOf = (value: string) => {
  const id = Number(value.split('|')[0])
  return Number.isInteger(id) && id > 0 ? id : undefined
}

const refOf = (id: string | undefined, src = ''): ImageRef => ({
  ...(attachmentIdOf(id ?? '') ? { attachmentId: attachmentIdOf(id ?? '') } : {}),
  src,
})

const shortcodeChildren = (node: Element, name: string) =>
  node.children.filter(
    (child): child is Element => child.type === 'tag' && child.attribs.name === name,
  )

/** The content is kept as it is: page-builder rows, columns and text boxes. */
const transparent: Rule = (node, context) => context.blocks(node.children)

/** A titled part (tab, toggle): its title as a heading, then its content. */
const titled: Rule = (node, context) => {
  const title = data(node, 'title')
  if (title) context.heading(3, [{ type: 'text', data: title } as ChildNode])
  context.blocks(node.children)
}

const RULES: Record<string, Rule> = {
  caption: (node, context) => {
    const img = findAll(node, 'img')[0]
    const caption = textOf(node).trim()
    if (img) context.image({ ...imageRefOf(img), caption })
    if (caption) {
      context.inline([{ type: 'text', data: caption } as ChildNode], 2)
      context.paragraphEnd()
    }
  },
  gallery: (node, context) => {
    const ids = (data(node, 'ids') || data(node, 'include')).split(',').map((id) => id.trim())
    if (ids.filter(Boolean).length === 0)
      return context.note(
        'Galerie ohne Bilderliste ([gallery] zeigt alle Anhänge): nicht übernommen',
      )
    context.gallery(ids.map((id) => refOf(id)))
  },
  embed: (node, context) => context.video(textOf(node).trim() || data(node, 'src')),
  'contact-form-7': (node, context) => context.form(data(node, 'id'), data(node, 'title')),
  'contact-form': (node, context) => context.form(data(node, 'id'), data(node, 'title')),
  fusion_builder_container: transparent,
  fusion_builder_row: transparent,
  fusion_builder_row_inner: transparent,
  fusion_builder_column: transparent,
  fusion_builder_column_inner: transparent,
  fusion_text: transparent,
  fusion_title: (node, context) => context.heading(Number(data(node, 'size')) || 2, node.children),
  fusion_imageframe: (node, context) => {
    const img = findAll(node, 'img')[0]
    const src = img?.attribs.src ?? textOf(node).trim()
    context.image({ ...refOf(data(node, 'image_id'), src), alt: data(node, 'alt') })
  },
  fusion_gallery: (node, context) =>
    context.gallery(
      shortcodeChildren(node, 'fusion_gallery_image').map((image) =>
        refOf(data(image, 'image_id'), data(image, 'image')),
      ),
    ),
  fusion_slider: (node, context) => {
    context.note('Slider als Galerie übernommen')
    context.gallery(
      shortcodeChildren(node, 'fusion_slide').map((slide) =>
        refOf(data(slide, 'image_id'), textOf(slide).trim()),
      ),
    )
  },
  fusion_button: (node, context) =>
    context.link(data(node, 'link'), textOf(node).trim() || data(node, 'title') || 'Mehr'),
  fusion_separator: (_node, context) => context.rule(),
  fusion_youtube: (node, context) =>
    context.video(`https://www.youtube.com/watch?v=${encodeURIComponent(data(node, 'id'))}`),
  fusion_vimeo: (node, context) =>
    context.video(`https://vimeo.com/${encodeURIComponent(data(node, 'id'))}`),
  fusion_map: (node, context) => {
    const address = data(node, 'address').replace(/\|/g, ' · ')
    context.note('Karte nicht übernommen: bitte einen Karten-Block anlegen')
    if (address) {
      context.inline([{ type: 'text', data: address } as ChildNode])
      context.paragraphEnd()
    }
  },
  fusion_tabs: transparent,
  fusion_tab: titled,
  fusion_accordion: transparent,
  fusion_toggle: titled,
  fusion_testimonials: transparent,
  fusion_testimonial: (node, context) => {
    context.blocks(node.children)
    const name = data(node, 'name')
    if (name) {
      context.inline([{ type: 'text', data: `– ${name}` } as ChildNode], 2)
      context.paragraphEnd()
    }
  },
}

/** The rule of a shortcode; an unknown one keeps its content and is named in the report. */
export function shortcodeRule(name: string): Rule {
  return (
    RULES[name] ??
    ((node, context) => {
      context.note(`Shortcode [${name}] nicht übernommen (Inhalt behalten)`)
      context.blocks(node.children)
    })
  )
}
