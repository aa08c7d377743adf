import type { Island } from '@/lib/islands'

import { parseDeepLink } from './deepLink'
import { collectGalleries, type Gallery } from './galleries'
import type { LightboxOptions } from './options'
import type { Viewer } from './viewer'

/**
 * The lightbox's small first part, loaded when the browser is idle: it marks which links of the
 * page are lightbox items (the others get `no-lightbox`), groups them into galleries and opens a
 * deep link. The viewer (dialog, navigation, styles) is a chunk of its own, fetched on the first
 * click on an item or for a deep link.
 */
const attachLightbox: Island = (root) => {
  const options = JSON.parse(root.dataset.settings ?? '{}') as LightboxOptions
  const scope = document.querySelector('main') ?? document.body
  const galleries = collectGalleries(scope.querySelectorAll<HTMLAnchorElement>('a[href]'), options)
  const byLink = new Map<HTMLAnchorElement, { gallery: Gallery; index: number }>()
  for (const gallery of galleries.values())
    gallery.items.forEach((item, index) => byLink.set(item.link, { gallery, index }))
  let viewer: Promise<Viewer> | null = null
  const getViewer = () =>
    (viewer ??= import('./viewer').then(({ createViewer }) => createViewer(options)))

  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return
    const link = (event.target as Element).closest?.('a')
    const found = link && byLink.get(link)
    if (!found) return
    event.preventDefault()
    void getViewer().then((lightbox) => lightbox.open(found.gallery, found.index, link))
  }

  /** `#galerie/3` opens the third item; `#galerie` closes a lightbox showing that gallery. */
  const followHash = async () => {
    const link = parseDeepLink(location.hash)
    const gallery = link && galleries.get(link.gallery)
    if (!link || !gallery || !options.deeplinking) return
    const lightbox = await getViewer()
    if (link.index === null) {
      if (lightbox.isOpen()) lightbox.close()
    } else if (link.index < gallery.items.length) {
      lightbox.open(gallery, link.index)
    }
  }
  const onHashChange = () => void followHash()

  document.addEventListener('click', onClick)
  window.addEventListener('hashchange', onHashChange)
  root.dataset.galleries = String(galleries.size)
  void followHash()
  return () => {
    document.removeEventListener('click', onClick)
    window.removeEventListener('hashchange', onHashChange)
  }
}

export default attachLightbox
