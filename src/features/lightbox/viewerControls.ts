import { autoplay, type Autoplay } from '@/lib/autoplay'

import type { ItemView } from './itemContent'
import { TEXT } from './messages'
import { LIGHTBOX_TIMING, type LightboxOptions } from './options'
import type { LightboxMarkup } from './viewerDom'
import { fitScale } from './zoom'

/**
 * Zoom of the picture shown: by the button, a double click, never beyond the owner's maximum.
 * The picture always has a width in pixels, fitted to the stage or at its own size, so a zoom and
 * a new window size animate (spec § 9: reposition 200 ms); from `auto` a browser cannot.
 */
export function createZoom(
  { stage, zoomButton }: Pick<LightboxMarkup, 'stage' | 'zoomButton'>,
  options: LightboxOptions,
  currentView: () => ItemView | null,
) {
  let zoomed = false
  /** The room for a picture: the stage without its arrows' padding, below the texts' height. */
  const room = () => {
    const style = getComputedStyle(stage)
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    return {
      width: stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      height: Math.min(stage.clientHeight, innerHeight - 12 * rem),
    }
  }
  const fitOf = (image: HTMLImageElement) =>
    fitScale({ width: image.naturalWidth, height: image.naturalHeight }, room(), options)
  const size = (image: HTMLImageElement | undefined) => {
    if (!image?.naturalWidth || stage.clientWidth === 0) return
    const scale = zoomed ? options.maxScale : fitOf(image)
    image.style.width = `${Math.round(image.naturalWidth * scale)}px`
    image.setAttribute('data-sized', '')
  }
  addEventListener('resize', () => size(currentView()?.image))
  return {
    isZoomed: () => zoomed,
    /** After a picture loads or another is shown: its fitted size, and whether zoom can help. */
    updateButton() {
      const image = currentView()?.image
      const scale = image?.naturalWidth ? fitOf(image) : null
      zoomButton.hidden = !image
      zoomButton.disabled = scale === null || scale >= options.maxScale
      if (!zoomed) size(image)
    },
    set(on: boolean) {
      const image = currentView()?.image
      zoomed = Boolean(on && image?.naturalWidth)
      stage.toggleAttribute('data-zoomed', zoomed)
      zoomButton.setAttribute('aria-label', zoomed ? TEXT.zoomOut : TEXT.zoomIn)
      zoomButton.textContent = zoomed ? '−' : '+'
      size(image)
    },
  }
}
export type Zoom = ReturnType<typeof createZoom>

/** The slideshow and its play/pause button; held while closed, hovered or paused. */
export function createSlideshow(
  { slideshowButton }: Pick<LightboxMarkup, 'slideshowButton'>,
  options: LightboxOptions,
  advance: () => void,
) {
  const timer: Autoplay = autoplay(options.slideshow.speed, advance, [
    'closed',
    ...(options.slideshow.autoplay ? [] : ['paused']),
  ])
  const setPlaying = (playing: boolean) => {
    if (playing) timer.release('paused')
    else timer.hold('paused')
    slideshowButton.setAttribute('aria-pressed', String(playing))
    slideshowButton.setAttribute('aria-label', playing ? TEXT.slideshowStop : TEXT.slideshowStart)
    slideshowButton.textContent = playing ? '❚❚' : '▶'
  }
  setPlaying(options.slideshow.autoplay)
  return { timer, toggle: () => setPlaying(timer.isHeld('paused')) }
}

/** Fullscreen of the dialog, and its button's state whichever way it changed. */
export function createFullscreen({ dialog, fullscreenButton }: LightboxMarkup) {
  document.addEventListener('fullscreenchange', () =>
    fullscreenButton.setAttribute('aria-pressed', String(document.fullscreenElement === dialog)),
  )
  return {
    isOn: () => document.fullscreenElement === dialog,
    async toggle() {
      try {
        if (document.fullscreenElement) await document.exitFullscreen()
        else await dialog.requestFullscreen()
      } catch (error) {
        console.warn('Fullscreen was refused', error)
      }
    },
  }
}

/** Controls fade out after 3 s without the mouse moving; any movement or key brings them back. */
export function createIdle(dialog: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    wake() {
      delete dialog.dataset.idle
      clearTimeout(timer)
      timer = setTimeout(() => (dialog.dataset.idle = ''), LIGHTBOX_TIMING.controlsHideMs)
    },
    stop: () => clearTimeout(timer),
  }
}
