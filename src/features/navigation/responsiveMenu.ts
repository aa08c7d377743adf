import { debounce } from '@/lib/debounce'
import { BREAKPOINTS } from '@/lib/design-tokens'

import { type MenuMode, modeFor, RESIZE_DEBOUNCE_MS, TRANSITION_SUPPRESSION_MS } from './menuMode'

/**
 * Collapsed or expanded by window width against the nav's `data-breakpoint` (docs/spec.md §2):
 * rechecked when the width changes (not the height: a phone's address bar resizes the window
 * while scrolling), debounced, with transitions suppressed for a moment after a switch.
 */
export function attachResponsiveMenu(
  header: HTMLElement,
  nav: HTMLElement,
  onSwitch: (mode: MenuMode) => void,
): () => void {
  let width = window.innerWidth
  let suppression: ReturnType<typeof setTimeout> | undefined

  const apply = () => {
    const mode = modeFor(window.innerWidth, Number(nav.dataset.breakpoint) || BREAKPOINTS.medium)
    const switched = nav.dataset.mode !== mode
    if (mode === 'collapsed') {
      nav.dataset.expanded = String(header.dataset.panel === 'menu')
    } else {
      nav.dataset.expanded = 'true'
      nav.removeAttribute('style')
      nav.querySelectorAll('[style]').forEach((element) => element.removeAttribute('style'))
    }
    nav.dataset.mode = mode
    header.dataset.mode = mode
    if (!switched) return
    nav.setAttribute('data-no-transition', '')
    clearTimeout(suppression)
    suppression = setTimeout(
      () => nav.removeAttribute('data-no-transition'),
      TRANSITION_SUPPRESSION_MS,
    )
    onSwitch(mode)
  }

  const onResize = debounce(() => {
    if (window.innerWidth === width) return
    width = window.innerWidth
    apply()
  }, RESIZE_DEBOUNCE_MS)

  apply()
  window.addEventListener('resize', onResize)
  return () => {
    window.removeEventListener('resize', onResize)
    onResize.cancel()
    clearTimeout(suppression)
  }
}
