import { h } from './dom'
import { NO_LIGHTBOX_CLASS } from './galleries'
import { LIGHTBOX_TIMING } from './options'

/**
 * Share links for the shown item. They are plain links: nothing is requested from the networks
 * until the visitor clicks one, which then opens in a small window (spec: 640×360).
 */
export function shareLinks(url: string, title: string): HTMLElement[] {
  const target = encodeURIComponent(url)
  const text = encodeURIComponent(title || document.title)
  const links: Array<[string, string]> = [
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${target}`],
    ['X', `https://x.com/intent/post?url=${target}&text=${text}`],
    ['Pinterest', `https://pinterest.com/pin/create/button/?url=${target}&description=${text}`],
  ]
  const { width, height } = LIGHTBOX_TIMING.sharePopup
  return [
    h('span', { class: 'lb-share-label' }, 'Teilen:'),
    ...links.map(([name, href]) => {
      const link = h(
        'a',
        { href, class: NO_LIGHTBOX_CLASS, target: '_blank', rel: 'noopener noreferrer' },
        name,
      )
      link.addEventListener('click', (event) => {
        event.preventDefault()
        window.open(href, 'teilen', `popup,width=${width},height=${height},noopener,noreferrer`)
      })
      return link
    }),
    h('a', { href: `mailto:?subject=${text}&body=${target}`, class: NO_LIGHTBOX_CLASS }, 'E-Mail'),
  ]
}
