import { SCROLL_TO_TOP_AFTER_PX } from './scroll'

/**
 * docs/spec.md §4: the button is active once the page has scrolled more than 200 px, and only
 * while scrolling down. A button that has keyboard focus stays, so it never vanishes under it.
 */
export function scrollToTopActive(
  previousY: number,
  y: number,
  wasActive: boolean,
  focused: boolean,
) {
  if (y <= SCROLL_TO_TOP_AFTER_PX) return false
  if (focused) return true
  if (y > previousY) return true
  if (y < previousY) return false
  return wasActive
}
