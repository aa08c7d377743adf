import { onSwipe } from '@/lib/swipe'

import type { LightboxOptions } from './options'
import type { LightboxMarkup } from './viewerDom'

/** What the visitor's input asks of the viewer. */
export type ViewerActions = {
  close: () => void
  go: (step: 1 | -1) => void
  showThumbnail: (index: number) => void
  toggleSlideshow: () => void
  holdSlideshow: (held: boolean) => void
  toggleZoom: () => void
  canZoom: () => boolean
  isZoomed: () => boolean
  toggleFullscreen: () => void
  isFullscreen: () => boolean
  /** Any movement or key: the controls come back. */
  wake: () => void
}

function onClick(markup: LightboxMarkup, actions: ViewerActions) {
  markup.dialog.addEventListener('click', (event) => {
    const target = event.target as Element
    const action = target.closest<HTMLElement>('[data-lb]')?.dataset.lb
    if (action === 'close') return actions.close()
    if (action === 'previous') return actions.go(-1)
    if (action === 'next') return actions.go(1)
    if (action === 'slideshow') return actions.toggleSlideshow()
    if (action === 'zoom') return actions.toggleZoom()
    if (action === 'fullscreen') return actions.toggleFullscreen()
    const thumb = target.closest<HTMLElement>('[data-lb-thumb]')
    if (thumb) return actions.showThumbnail(Number(thumb.dataset.lbThumb))
    // A click beside the content (on the dimmed overlay or the empty stage) closes.
    if (target === markup.dialog || target.matches('[data-lb-overlay], [data-lb-stage]'))
      actions.close()
  })
  markup.dialog.addEventListener('dblclick', (event) => {
    if ((event.target as Element).matches('.lb-image') && actions.canZoom()) actions.toggleZoom()
  })
}

/** Keys that step through the items; on the vertical path up and down do too (spec §3). */
const STEP_KEYS = { ArrowLeft: -1, ArrowRight: 1 } as const
const VERTICAL_STEP_KEYS = { ...STEP_KEYS, ArrowUp: -1, ArrowDown: 1 } as const

function onKeys(markup: LightboxMarkup, options: LightboxOptions, actions: ViewerActions) {
  const keys: Record<string, -1 | 1> = options.path === 'vertical' ? VERTICAL_STEP_KEYS : STEP_KEYS
  markup.dialog.addEventListener('keydown', (event) => {
    actions.wake()
    const inField = (event.target as Element).closest(
      'input, textarea, select, [contenteditable], video, iframe',
    )
    const step = !inField && keys[event.key]
    if (event.key === 'Escape') {
      event.preventDefault()
      if (actions.isFullscreen()) actions.toggleFullscreen()
      else actions.close()
    } else if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault()
      actions.toggleFullscreen()
    } else if (step) {
      event.preventDefault()
      actions.go(step)
    }
  })
}

function onPointer(markup: LightboxMarkup, options: LightboxOptions, actions: ViewerActions) {
  const { dialog, stage } = markup
  let wheelLock = 0
  dialog.addEventListener(
    'wheel',
    (event) => {
      if (actions.isZoomed() || (event.target as Element).closest('.lb-html')) return
      if (dialog.hasAttribute('data-no-wheel')) return
      event.preventDefault()
      const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX
      // The page's clock, not the event's stamp: the same instant, and a test's clock moves it.
      const now = performance.now()
      if (delta === 0 || now < wheelLock) return
      // One wheel turn is one step, however many events the device sends for it.
      wheelLock = now + Math.max(options.animation, 250)
      actions.go(delta > 0 ? 1 : -1)
    },
    { passive: false },
  )
  dialog.addEventListener('mousemove', actions.wake)
  stage.addEventListener(
    'pointerenter',
    (event) => event.pointerType === 'mouse' && actions.holdSlideshow(true),
  )
  stage.addEventListener('pointerleave', () => actions.holdSlideshow(false))
  onSwipe(
    stage,
    (direction) =>
      !actions.isZoomed() &&
      !dialog.hasAttribute('data-no-swipe') &&
      actions.go(direction === 'next' ? 1 : -1),
  )
  // A dragged picture would start the browser's drag and drop and cancel the swipe.
  stage.addEventListener('dragstart', (event) => event.preventDefault())
}

/** Clicks, keys, the wheel, hover and swipes on the lightbox, turned into its actions. */
export function bindViewerInput(
  markup: LightboxMarkup,
  options: LightboxOptions,
  actions: ViewerActions,
) {
  onClick(markup, actions)
  onKeys(markup, options, actions)
  onPointer(markup, options, actions)
}
