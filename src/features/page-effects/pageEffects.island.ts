import type { Island } from '@/lib/islands'

import { attachAnchors } from './anchors'
import { attachFullHeight } from './fullHeight'
import { attachStickySidebars } from './stickySidebars'
import { attachTooltips } from './tooltips'

/**
 * The page behaviours that work on server-rendered markup: anchors and scrollspy, tooltips,
 * sticky sidebars, full-height sections. Root: the page's <main>; loaded at once, since a
 * `#_anchor` in the address is scrolled to right after the page loads.
 */
const attachPageEffects: Island = (main) => {
  const cleanups = [
    attachAnchors(),
    attachTooltips(),
    attachStickySidebars(),
    ...Array.from(main.querySelectorAll<HTMLElement>('[data-full-height]')).map(attachFullHeight),
  ]
  return () => cleanups.forEach((cleanup) => cleanup())
}

export default attachPageEffects
