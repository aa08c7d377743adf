/** docs/spec.md §9: scroll timings. */
export const ANCHOR_SCROLL_ON_LOAD_MS = 450
export const ANCHOR_SCROLL_ON_CLICK_MS = 400
export const SCROLL_TO_TOP_MS = 1200
export const SCROLL_TO_TOP_AFTER_PX = 200
export const FULL_HEIGHT_SENSITIVITY_MS = 450
export const STICKY_SIDEBAR_OFFSET_PX = 50
export const STICKY_RESIZE_DEBOUNCE_MS = 350
/** Space kept between a scrolled-to anchor and whatever covers the top of the window. */
const ANCHOR_GAP_PX = 16

export const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

const cssPixels = (name: string) =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name)) || 0

/** How much of the window's top the sticky header and the editors' admin bar cover. */
export const coveredTop = () =>
  cssPixels('--sticky-header-offset') + cssPixels('--admin-bar-height')

/** The scroll position that shows `element` just below the covered top. */
export const scrollTargetOf = (element: Element) =>
  Math.max(0, element.getBoundingClientRect().top + window.scrollY - coveredTop() - ANCHOR_GAP_PX)

export const easeInOutCubic = (t: number) =>
  t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2

/**
 * Scrolls the window to `top` over `duration` ms (instantly under reduced motion). Hand-written
 * because the spec fixes the durations, which `scrollTo({behavior: 'smooth'})` does not allow.
 */
export function animateScrollTo(top: number, duration: number): Promise<void> {
  const start = window.scrollY
  const distance = top - start
  if (prefersReducedMotion() || duration <= 0 || Math.abs(distance) < 1) {
    window.scrollTo({ top, behavior: 'instant' })
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const began = performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration)
      window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' })
      if (progress < 1) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })
}
