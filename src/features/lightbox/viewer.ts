import { autoplay } from '@/lib/autoplay'
import { onSwipe } from '@/lib/swipe'

import { deepLinkHash } from './deepLink'
import { type Gallery, wraps } from './galleries'
import { type ItemView, itemView } from './itemContent'
import { LIGHTBOX_CSS as css } from './lightboxStyles'
import { TEXT } from './messages'
import { LIGHTBOX_TIMING, type LightboxOptions } from './options'
import { shareLinks } from './share'
import { lightboxMarkup, thumbnailButtons } from './viewerDom'
import { fitScale } from './zoom'

export type Viewer = {
  open: (gallery: Gallery, index: number, opener?: HTMLElement | null) => void
  close: () => void
  isOpen: () => boolean
  galleryId: () => string | null
}

/**
 * The lightbox itself, built on first use: a modal dialog (the page behind it inert), with the spec's navigation, slideshow, fullscreen, zoom, thumbnails and
 * deep links. Hand-written rather than a library: PhotoSwipe 5 dropped deep links and
 * fullscreen and has no iframe, inline or ajax items; yet-another-react-lightbox would bring
 * React to pages that have none (docs/decisions/media-islands.md).
 */
export function createViewer(options: LightboxOptions): Viewer {
  injectStyles()
  const {
    dialog,
    stage,
    counter,
    title,
    caption,
    share,
    thumbnails,
    closeButton,
    previousButton,
    nextButton,
    slideshowButton,
    zoomButton,
    fullscreenButton,
  } = lightboxMarkup(options)
  document.body.append(dialog)
  // Up to the owner's „Handy-Ansicht bis“ width the lightbox goes edge to edge, without thumbnails.
  const mobile = matchMedia(`(max-width: ${options.mobileMaxWidth}px)`)
  const onMobileChange = () => dialog.toggleAttribute('data-mobile', mobile.matches)
  onMobileChange()
  mobile.addEventListener('change', onMobileChange)

  let gallery: Gallery | null = null
  let index = 0
  let view: ItemView | null = null
  let opener: HTMLElement | null = null
  let zoomed = false
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let wheelLock = 0
  const madeInert: HTMLElement[] = []

  const slideshow = autoplay(
    options.slideshow.speed,
    () => gallery && show((index + 1) % gallery.items.length),
    ['closed', ...(options.slideshow.autoplay ? [] : ['paused'])],
  )

  const canGo = (step: 1 | -1) => {
    if (!gallery) return false
    if (wraps(gallery)) return true
    const target = index + step
    return target >= 0 && target < gallery.items.length
  }
  const go = (step: 1 | -1) => {
    if (!gallery || !canGo(step)) return
    show((index + step + gallery.items.length) % gallery.items.length)
    slideshow.restart()
  }

  function show(target: number) {
    if (!gallery) return
    index = target
    const item = gallery.items[index]!
    view?.dispose()
    setZoom(false)
    view = itemView(item, options, updateZoomButton)
    view.element.dataset.entering = ''
    stage.replaceChildren(view.element)
    requestAnimationFrame(() => view && delete view.element.dataset.entering)
    counter.textContent = TEXT.position(index, gallery.items.length)
    title.textContent = options.showTitle ? item.title : ''
    title.hidden = !options.showTitle || !item.title
    const captionText = options.showDescription && item.caption !== item.title ? item.caption : ''
    caption.textContent = captionText
    caption.hidden = !captionText
    if (!title.textContent)
      dialog.setAttribute('aria-label', TEXT.position(index, gallery.items.length))
    else dialog.removeAttribute('aria-label')
    previousButton.disabled = !canGo(-1)
    nextButton.disabled = !canGo(1)
    const single = gallery.items.length < 2
    previousButton.hidden = nextButton.hidden = slideshowButton.hidden = single
    thumbnails.querySelectorAll('button').forEach((thumb, position) => {
      if (position === index) thumb.setAttribute('aria-current', 'true')
      else thumb.removeAttribute('aria-current')
    })
    if (options.social)
      share.replaceChildren(
        ...shareLinks(location.href.split('#')[0]! + deepLinkHash(gallery.id, index), item.title),
      )
    if (options.deeplinking)
      history.replaceState(history.state, '', deepLinkHash(gallery.id, index))
    updateZoomButton()
  }

  function updateZoomButton() {
    const image = view?.image
    const scale = image?.naturalWidth ? currentFit(image) : null
    zoomButton.hidden = !image
    zoomButton.disabled = scale === null || scale >= options.maxScale
  }
  const currentFit = (image: HTMLImageElement) =>
    fitScale(
      { width: image.naturalWidth, height: image.naturalHeight },
      { width: stage.clientWidth, height: stage.clientHeight },
      options,
    )
  function setZoom(on: boolean) {
    const image = view?.image
    zoomed = Boolean(on && image?.naturalWidth)
    stage.toggleAttribute('data-zoomed', zoomed)
    zoomButton.setAttribute('aria-label', zoomed ? TEXT.zoomOut : TEXT.zoomIn)
    zoomButton.textContent = zoomed ? '−' : '+'
    if (!image) return
    if (zoomed) image.style.width = `${image.naturalWidth * options.maxScale}px`
    else image.style.removeProperty('width')
  }

  function setSlideshow(playing: boolean) {
    if (playing) slideshow.release('paused')
    else slideshow.hold('paused')
    slideshowButton.setAttribute('aria-pressed', String(playing))
    slideshowButton.setAttribute('aria-label', playing ? TEXT.slideshowStop : TEXT.slideshowStart)
    slideshowButton.textContent = playing ? '❚❚' : '▶'
  }

  setSlideshow(options.slideshow.autoplay)

  async function toggleFullscreen() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen()
      else await dialog.requestFullscreen()
    } catch (error) {
      console.warn('Fullscreen was refused', error)
    }
  }
  const onFullscreenChange = () =>
    fullscreenButton.setAttribute('aria-pressed', String(document.fullscreenElement === dialog))
  document.addEventListener('fullscreenchange', onFullscreenChange)

  /** Controls fade out after 3 s without the mouse moving; any movement or key brings them back. */
  function wake() {
    delete dialog.dataset.idle
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => (dialog.dataset.idle = ''), LIGHTBOX_TIMING.controlsHideMs)
  }

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element
    const action = target.closest<HTMLElement>('[data-lb]')?.dataset.lb
    if (action === 'close') return close()
    if (action === 'previous') return go(-1)
    if (action === 'next') return go(1)
    if (action === 'slideshow') return setSlideshow(slideshow.isHeld('paused'))
    if (action === 'zoom') return setZoom(!zoomed)
    if (action === 'fullscreen') return void toggleFullscreen()
    const thumb = target.closest<HTMLElement>('[data-lb-thumb]')
    if (thumb) {
      show(Number(thumb.dataset.lbThumb))
      slideshow.restart()
      return
    }
    // A click beside the content (on the dimmed overlay or the empty stage) closes.
    if (target === dialog || target.matches('[data-lb-overlay], [data-lb-stage]')) close()
  })
  dialog.addEventListener('dblclick', (event) => {
    if ((event.target as Element).matches('.lb-image') && !zoomButton.disabled) setZoom(!zoomed)
  })
  dialog.addEventListener('keydown', (event) => {
    wake()
    const inField = (event.target as Element).closest(
      'input, textarea, select, [contenteditable], video, iframe',
    )
    if (event.key === 'Escape') {
      event.preventDefault()
      if (document.fullscreenElement === dialog) void toggleFullscreen()
      else close()
    } else if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault()
      void toggleFullscreen()
    } else if (!inField && event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (!inField && event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  })
  dialog.addEventListener(
    'wheel',
    (event) => {
      if (zoomed || (event.target as Element).closest('.lb-html')) return
      event.preventDefault()
      const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX
      if (delta === 0 || event.timeStamp < wheelLock) return
      // One wheel turn is one step, however many events the device sends for it.
      wheelLock = event.timeStamp + Math.max(options.animation, 250)
      go(delta > 0 ? 1 : -1)
    },
    { passive: false },
  )
  dialog.addEventListener('mousemove', wake)
  stage.addEventListener(
    'pointerenter',
    (event) => event.pointerType === 'mouse' && slideshow.hold('hover'),
  )
  stage.addEventListener('pointerleave', () => slideshow.release('hover'))
  onSwipe(stage, (direction) => !zoomed && go(direction === 'next' ? 1 : -1))
  // A dragged picture would start the browser's drag and drop and cancel the swipe.
  stage.addEventListener('dragstart', (event) => event.preventDefault())

  function open(next: Gallery, at: number, from?: HTMLElement | null) {
    const same = gallery === next && !dialog.hidden
    gallery = next
    opener = from ?? next.items[at]?.link ?? null
    if (!same) renderThumbnails(next)
    if (dialog.hidden) {
      // Modal by hand: the page behind is made inert.
      dialog.hidden = false
      for (const element of Array.from(document.body.children)) {
        if (element === dialog || !(element instanceof HTMLElement) || element.inert) continue
        element.inert = true
        madeInert.push(element)
      }
      document.documentElement.dataset.lightboxOpen = ''
      closeButton.focus()
      slideshow.release('closed')
      wake()
    }
    show(Math.min(Math.max(at, 0), next.items.length - 1))
  }

  function renderThumbnails(next: Gallery) {
    thumbnails.hidden = next.items.length < 2
    thumbnails.replaceChildren(...thumbnailButtons(next))
  }

  function close() {
    if (dialog.hidden) return
    view?.dispose()
    view = null
    stage.replaceChildren()
    slideshow.hold('closed')
    clearTimeout(idleTimer)
    if (document.fullscreenElement === dialog) void document.exitFullscreen().catch(() => {})
    dialog.hidden = true
    madeInert.splice(0).forEach((element) => (element.inert = false))
    delete document.documentElement.dataset.lightboxOpen
    if (options.deeplinking && location.hash)
      history.replaceState(history.state, '', location.pathname + location.search)
    gallery = null
    opener?.focus()
  }

  return { open, close, isOpen: () => !dialog.hidden, galleryId: () => gallery?.id ?? null }
}

const STYLE_ID = 'lightbox-styles'
function injectStyles() {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = css
  document.head.append(style)
}
