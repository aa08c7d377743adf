import { type Mark, markedSegments } from './marks'
import type { Suggestion } from './suggestions'

/** Appends text with its matches in <mark>, from offsets: nothing is parsed as HTML. */
function appendMarked(parent: HTMLElement, text: string, marks?: Mark[]) {
  for (const part of markedSegments(text, marks)) {
    if (!part.marked) {
      parent.append(part.text)
      continue
    }
    const mark = document.createElement('mark')
    mark.textContent = part.text
    parent.append(mark)
  }
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
  const node = document.createElement(tag)
  node.className = className
  return node
}

/** One suggestion: picture, type, title and excerpt, the matches marked. */
export function suggestionItem(item: Suggestion, id: string): HTMLLIElement {
  const option = element('li', 'live-search-item')
  option.id = id
  option.setAttribute('role', 'option')
  option.setAttribute('aria-selected', 'false')
  option.dataset.url = item.post_url
  if (item.image_url) {
    const image = element('img', 'live-search-image')
    image.src = item.image_url
    image.alt = ''
    image.width = 64
    image.height = 48
    image.loading = 'lazy'
    image.decoding = 'async'
    option.append(image)
  }
  const text = element('span', 'live-search-text')
  if (item.type) {
    const type = element('span', 'live-search-type')
    type.textContent = item.type
    text.append(type)
  }
  const title = element('span', 'live-search-title')
  appendMarked(title, item.title, item.title_marks)
  text.append(title)
  if (item.excerpt) {
    const excerpt = element('span', 'live-search-excerpt')
    appendMarked(excerpt, item.excerpt, item.excerpt_marks)
    text.append(excerpt)
  }
  option.append(text)
  return option
}
