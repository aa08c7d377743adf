import { deepLinkHash } from './deepLink'
import type { Gallery } from './galleries'
import { TEXT } from './messages'
import { prefersReducedMotion } from '@/lib/autoplay'

import { LIGHTBOX_TIMING, type LightboxOptions } from './options'
import { shareLinks } from './share'
import type { LightboxMarkup } from './viewerDom'

const SKINS: Array<string | undefined> = ['metro-white', 'metro-black']

/**
 * Everything around the shown item that follows it: position, title, caption, the buttons that
 * can be used, the current thumbnail, share links and the deep link in the address.
 */
export function presentItem(
  markup: LightboxMarkup,
  options: LightboxOptions,
  shown: { gallery: Gallery; index: number; canGo: (step: 1 | -1) => boolean },
) {
  const { dialog, counter, title, caption, share, thumbnails } = markup
  const { gallery, index } = shown
  const item = gallery.items[index]!
  counter.textContent = TEXT.position(index, gallery.items.length)
  title.textContent = options.showTitle ? item.title : ''
  title.hidden = !options.showTitle || !item.title
  const captionText = options.showDescription && item.caption !== item.title ? item.caption : ''
  caption.textContent = captionText
  caption.hidden = !captionText
  if (!title.textContent)
    dialog.setAttribute('aria-label', TEXT.position(index, gallery.items.length))
  else dialog.removeAttribute('aria-label')
  markup.previousButton.disabled = !shown.canGo(-1)
  markup.nextButton.disabled = !shown.canGo(1)
  const single = gallery.items.length < 2
  markup.previousButton.hidden = markup.nextButton.hidden = markup.slideshowButton.hidden = single
  thumbnails.querySelectorAll('button').forEach((thumb, position) => {
    if (position === index) thumb.setAttribute('aria-current', 'true')
    else thumb.removeAttribute('aria-current')
  })
  const own = item.options
  dialog.dataset.skin = SKINS.includes(own.skin!) ? own.skin : options.skin
  // What an item turns off for itself, read by the wheel and swipe handlers.
  dialog.toggleAttribute('data-no-wheel', own.mousewheel === false)
  dialog.toggleAttribute('data-no-swipe', own.swipe === false)
  const social = typeof own.social === 'boolean' ? own.social : options.social
  share.hidden = !social
  if (social)
    share.replaceChildren(
      ...shareLinks(location.href.split('#')[0]! + deepLinkHash(gallery.id, index), item.title),
    )
  if (options.deeplinking) history.replaceState(history.state, '', deepLinkHash(gallery.id, index))
}

/** Modal by hand: everything else on the page is made inert; `restore` gives it back. */
export function makePageInert(dialog: HTMLElement) {
  const madeInert: HTMLElement[] = []
  for (const element of Array.from(document.body.children)) {
    if (element === dialog || !(element instanceof HTMLElement) || element.inert) continue
    element.inert = true
    madeInert.push(element)
  }
  return { restore: () => madeInert.splice(0).forEach((element) => (element.inert = false)) }
}

/**
 * Fades a new item in (spec § 9: the switch, 500 ms at normal speed) with its texts (the fade,
 * 200 ms). The entering state is styled once before it is lifted: a new element's first style
 * would otherwise already be the final one, and nothing would transition.
 */
export function fadeIn(element: HTMLElement, texts: HTMLElement | null) {
  element.dataset.entering = ''
  if (texts) texts.dataset.entering = ''
  void getComputedStyle(element).opacity
  requestAnimationFrame(() => {
    delete element.dataset.entering
    if (texts) delete texts.dataset.entering
  })
}

/** Up to the owner's „Handy-Ansicht bis“ width the lightbox goes edge to edge, without thumbnails. */
export function followMobileWidth(dialog: HTMLElement, options: LightboxOptions) {
  const mobile = matchMedia(`(max-width: ${options.mobileMaxWidth}px)`)
  const onChange = () => dialog.toggleAttribute('data-mobile', mobile.matches)
  onChange()
  mobile.addEventListener('change', onChange)
}

/**
 * Starts hiding the dialog and gives the page back at once (the address without the deep link):
 * the dialog fades out over the show-and-hide time (spec § 9: 300 ms; none under reduced motion),
 * out of the way of pointer and keyboard meanwhile, and `done` runs when it is gone. Returns
 * what finishes it now (a new opening during the fade).
 */
export function hideDialog(
  dialog: HTMLElement,
  options: LightboxOptions,
  done: () => void,
): () => void {
  if (document.fullscreenElement === dialog) void document.exitFullscreen().catch(() => {})
  delete document.documentElement.dataset.lightboxOpen
  if (options.deeplinking && location.hash)
    history.replaceState(history.state, '', location.pathname + location.search)
  const finish = () => {
    clearTimeout(timer)
    delete dialog.dataset.closing
    dialog.inert = false
    dialog.hidden = true
    done()
  }
  dialog.dataset.closing = ''
  dialog.inert = true
  const timer = setTimeout(finish, prefersReducedMotion() ? 0 : LIGHTBOX_TIMING.showHideMs)
  return finish
}
