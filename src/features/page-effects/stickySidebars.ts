import { debounce } from '@/lib/debounce'

import { coveredTop, STICKY_RESIZE_DEBOUNCE_MS, STICKY_SIDEBAR_OFFSET_PX } from './scroll'

/**
 * Sticky sidebars and containers (`[data-sticky-sidebar]`) stick 50 px below the sticky header.
 * One taller than the window stays in the flow, or its end could never be reached. Re-measured
 * when the window is resized.
 */
export function attachStickySidebars(): () => void {
  const measure = () => {
    const top = STICKY_SIDEBAR_OFFSET_PX + coveredTop()
    document.querySelectorAll<HTMLElement>('[data-sticky-sidebar]').forEach((element) => {
      element.style.setProperty('--sticky-top', `${top}px`)
      const tooTall = element.offsetHeight + top > window.innerHeight
      element.toggleAttribute('data-sticky-off', tooTall)
    })
  }
  const onResize = debounce(measure, STICKY_RESIZE_DEBOUNCE_MS)
  measure()
  window.addEventListener('resize', onResize)
  return () => {
    window.removeEventListener('resize', onResize)
    onResize.cancel()
  }
}
