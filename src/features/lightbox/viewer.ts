import { type Gallery, wraps } from './galleries'
import { type ItemView, itemView } from './itemContent'
import { LIGHTBOX_CSS as css } from './lightboxStyles'
import type { LightboxOptions } from './options'
import { createFullscreen, createIdle, createSlideshow, createZoom } from './viewerControls'
import { lightboxMarkup, thumbnailButtons } from './viewerDom'
import { bindViewerInput } from './viewerInput'
import { fadeIn, followMobileWidth, hideDialog, makePageInert, presentItem } from './viewerRender'

export type Viewer = {
  open: (gallery: Gallery, index: number, opener?: HTMLElement | null) => void
  close: () => void
  isOpen: () => boolean
  galleryId: () => string | null
}

/**
 * The lightbox itself, built on first use: a modal dialog (the page behind it inert), with the
 * spec's navigation, slideshow, fullscreen, zoom, thumbnails and deep links. This file holds the
 * state (what is shown) and opening and closing; viewerRender.ts draws around the item,
 * viewerControls.ts holds zoom, slideshow and fullscreen, viewerInput.ts turns input into actions. Hand-written rather than a library: PhotoSwipe 5 dropped deep links and
 * fullscreen and has no iframe, inline or ajax items; yet-another-react-lightbox would bring
 * React to pages that have none (docs/decisions/media-islands.md).
 */
export function createViewer(options: LightboxOptions): Viewer {
  injectStyles()
  const markup = lightboxMarkup(options)
  const { dialog, stage, thumbnails, closeButton } = markup
  document.body.append(dialog)
  followMobileWidth(dialog, options)

  /** What is shown: the gallery, its item and that item's view, and whom focus goes back to. */
  const state = {
    gallery: null as Gallery | null,
    index: 0,
    view: null as ItemView | null,
    opener: null as HTMLElement | null,
    inert: null as { restore: () => void } | null,
    /** Finishes a closing still fading out (the item stays until it is gone). */
    closing: null as (() => void) | null,
  }
  const zoom = createZoom(markup, options, () => state.view)
  const slideshow = createSlideshow(markup, options, () => {
    if (state.gallery) show((state.index + 1) % state.gallery.items.length)
  })
  const fullscreen = createFullscreen(markup)
  const idle = createIdle(dialog)

  const canGo = (step: 1 | -1) => {
    if (!state.gallery) return false
    if (wraps(state.gallery)) return true
    const target = state.index + step
    return target >= 0 && target < state.gallery.items.length
  }
  const go = (step: 1 | -1) => {
    if (!state.gallery || !canGo(step)) return
    show((state.index + step + state.gallery.items.length) % state.gallery.items.length)
    slideshow.timer.restart()
  }

  function show(target: number) {
    if (!state.gallery) return
    state.index = target
    state.view?.dispose()
    zoom.set(false)
    const view = itemView(state.gallery.items[target]!, options, zoom.updateButton)
    state.view = view
    stage.replaceChildren(view.element)
    presentItem(markup, options, { gallery: state.gallery, index: target, canGo })
    fadeIn(view.element, dialog.querySelector<HTMLElement>('.lb-texts'))
    zoom.updateButton()
  }

  bindInput(markup, options, { close, go, show, slideshow, zoom, fullscreen, idle })

  function open(next: Gallery, at: number, from?: HTMLElement | null) {
    state.closing?.()
    const same = state.gallery === next && !dialog.hidden
    state.gallery = next
    state.opener = from ?? next.items[at]?.link ?? null
    if (!same) {
      thumbnails.hidden = next.items.length < 2
      thumbnails.replaceChildren(...thumbnailButtons(next))
    }
    if (dialog.hidden) {
      dialog.hidden = false
      state.inert = makePageInert(dialog)
      document.documentElement.dataset.lightboxOpen = ''
      closeButton.focus()
      slideshow.timer.release('closed')
      idle.wake()
    }
    show(Math.min(Math.max(at, 0), next.items.length - 1))
  }

  function close() {
    if (dialog.hidden || state.closing) return
    slideshow.timer.hold('closed')
    idle.stop()
    state.closing = hideDialog(dialog, options, () => {
      state.closing = null
      state.view?.dispose()
      state.view = null
      stage.replaceChildren()
    })
    state.inert?.restore()
    state.gallery = null
    state.opener?.focus()
  }

  return {
    open,
    close,
    isOpen: () => !dialog.hidden,
    galleryId: () => state.gallery?.id ?? null,
  }
}

/** Keys, buttons, swipes and the wheel (viewerInput.ts) turned into the viewer's actions. */
function bindInput(
  markup: ReturnType<typeof lightboxMarkup>,
  options: LightboxOptions,
  parts: {
    close: () => void
    go: (step: 1 | -1) => void
    show: (index: number) => void
    slideshow: ReturnType<typeof createSlideshow>
    zoom: ReturnType<typeof createZoom>
    fullscreen: ReturnType<typeof createFullscreen>
    idle: ReturnType<typeof createIdle>
  },
) {
  const { close, go, show, slideshow, zoom, fullscreen, idle } = parts
  bindViewerInput(markup, options, {
    close,
    go,
    showThumbnail: (at) => {
      show(at)
      slideshow.timer.restart()
    },
    toggleSlideshow: slideshow.toggle,
    holdSlideshow: (held) =>
      held ? slideshow.timer.hold('hover') : slideshow.timer.release('hover'),
    toggleZoom: () => zoom.set(!zoom.isZoomed()),
    canZoom: () => !markup.zoomButton.disabled,
    isZoomed: zoom.isZoomed,
    toggleFullscreen: () => void fullscreen.toggle(),
    isFullscreen: fullscreen.isOn,
    wake: idle.wake,
  })
}

const STYLE_ID = 'lightbox-styles'
function injectStyles() {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = css
  document.head.append(style)
}
