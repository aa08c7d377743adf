/** A swipe needs more than this distance (px)… */
export const SWIPE_MIN_DISTANCE = 100
/** …within this time (ms) (docs/spec.md, lightbox defaults). */
export const SWIPE_MAX_DURATION = 1000

export type SwipeDirection = 'next' | 'previous'

/**
 * The direction of a horizontal swipe from its start and end, or null when it was too short, too
 * slow or mostly vertical (a page scroll). Leftwards means "next", as on every phone gallery.
 */
export function swipeDirection(
  start: { x: number; y: number; time: number },
  end: { x: number; y: number; time: number },
): SwipeDirection | null {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (end.time - start.time > SWIPE_MAX_DURATION) return null
  if (Math.abs(dx) <= SWIPE_MIN_DISTANCE || Math.abs(dy) > Math.abs(dx)) return null
  return dx < 0 ? 'next' : 'previous'
}

/**
 * Calls `onSwipe` when a pointer swipes across `element`. Pointer events cover touch, pen and a
 * dragged mouse alike; the caller sets `touch-action: pan-y` so vertical scrolling stays the
 * browser's.
 */
export function onSwipe(element: HTMLElement, onSwipe: (direction: SwipeDirection) => void) {
  let start: { x: number; y: number; time: number; id: number } | null = null
  const down = (event: PointerEvent) => {
    if (event.button !== 0) return
    start = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId }
  }
  const up = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return
    const direction = swipeDirection(start, {
      x: event.clientX,
      y: event.clientY,
      time: event.timeStamp,
    })
    start = null
    if (direction) onSwipe(direction)
  }
  const cancel = () => (start = null)
  element.addEventListener('pointerdown', down)
  element.addEventListener('pointerup', up)
  element.addEventListener('pointercancel', cancel)
  return () => {
    element.removeEventListener('pointerdown', down)
    element.removeEventListener('pointerup', up)
    element.removeEventListener('pointercancel', cancel)
  }
}
