import type { Autoplay } from '@/lib/autoplay'
import { onSwipe } from '@/lib/swipe'
import { type PlayerState, playerStateOf } from '@/lib/video/playerEvents'

import type { Direction } from './sliderView'

function listen<K extends keyof WindowEventMap>(
  target: HTMLElement | Window,
  type: K,
  listener: (event: WindowEventMap[K]) => unknown,
): () => void {
  const handler = listener as EventListener
  target.addEventListener(type, handler)
  return () => target.removeEventListener(type, handler)
}

export type SliderActions = {
  step: (direction: Direction) => void
  goTo: (index: number) => void
  togglePlaying: () => void
  /** A player on `slide` reported its state (lib/video/playerEvents.ts). */
  playerReport: (slide: HTMLElement, state: PlayerState) => void
}

/**
 * Buttons, dots, arrow keys, swipes, and the holds on autoplay that come from the visitor
 * (pointer over it, focus inside it) and from the players' own messages. Returns the cleanup.
 */
export function bindSliderInput(
  root: HTMLElement,
  { viewport, slides, timer }: { viewport: HTMLElement; slides: HTMLElement[]; timer: Autoplay },
  actions: SliderActions,
): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element
    const action = target.closest<HTMLElement>('[data-slider]')?.dataset.slider
    if (action === 'toggle') actions.togglePlaying()
    else if (action === 'previous' || action === 'next') actions.step(action)
    const dot = target.closest<HTMLElement>('[data-slider-dot]')
    if (dot) actions.goTo(Number(dot.dataset.sliderDot))
  }
  const onKey = (event: KeyboardEvent) => {
    if ((event.target as Element).closest('input, textarea, select')) return
    if (event.key === 'ArrowRight') actions.step('next')
    else if (event.key === 'ArrowLeft') actions.step('previous')
    else return
    event.preventDefault()
  }
  const onPointerEnter = (event: PointerEvent) =>
    event.pointerType === 'mouse' && timer.hold('hover')
  const onPointerLeave = () => timer.release('hover')
  const onFocusIn = () => timer.hold('focus')
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) timer.release('focus')
  }
  const onMessage = (event: MessageEvent) => {
    const slide = slides.find((candidate) =>
      Array.from(candidate.querySelectorAll('iframe')).some(
        (frame) => frame.contentWindow === event.source,
      ),
    )
    const state = slide && playerStateOf(event.data)
    if (slide && state) actions.playerReport(slide, state)
  }
  const noDrag = (event: DragEvent) => event.preventDefault()
  const removers = [
    listen(root, 'click', onClick),
    listen(root, 'keydown', onKey),
    listen(root, 'pointerenter', onPointerEnter),
    listen(root, 'pointerleave', onPointerLeave),
    listen(root, 'focusin', onFocusIn),
    listen(root, 'focusout', onFocusOut),
    listen(window, 'message', onMessage),
    // A dragged picture would start the browser's drag and drop and cancel the swipe.
    listen(viewport, 'dragstart', noDrag),
    onSwipe(viewport, actions.step),
  ]
  viewport.querySelectorAll('img').forEach((image) => (image.draggable = false))
  return () => removers.forEach((remove) => remove())
}
