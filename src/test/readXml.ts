import { SaxesParser } from 'saxes'

/** An element as a feed reader or a search engine's crawler sees it. */
export type XmlElement = {
  name: string
  attributes: Record<string, string>
  /** The element's own text (character data and CDATA), trimmed. */
  text: string
  children: XmlElement[]
}

/**
 * Parses a whole XML document with a strict, namespace-aware parser (saxes, as the WordPress
 * import reads exports): what a test of the feed or the sitemap asserts on, so a document that a
 * real reader would refuse (an unescaped `&`, a tag left open) fails the test.
 */
export function readXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] }
  const open: XmlElement[] = [root]
  let failure: Error | null = null
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) =>
          typeof attribute === 'string'
            ? [attribute, attribute]
            : [attribute.name, attribute.value],
        ),
      ),
      text: '',
      children: [],
    }
    open.at(-1)!.children.push(element)
    open.push(element)
  })
  const addText = (text: string) => {
    open.at(-1)!.text += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const element = open.pop()!
    element.text = element.text.trim()
  })
  parser.write(source).close()
  if (failure) throw failure
  const [document] = root.children
  if (!document) throw new Error('No root element')
  return document
}

/** The children of an element with a name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name)

/** The text of an element's first child with a name ('' when there is none). */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text ?? ''
