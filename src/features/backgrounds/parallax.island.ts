import { prefersReducedMotion } from '@/lib/autoplay'
import { BREAKPOINTS } from '@/lib/design-tokens'
import type { Island } from '@/lib/islands'

import { parallaxExtent, parallaxOffset, type ParallaxDirection } from './parallax'

/**
 * Moves a parallax section's background layer as the page scrolls (ParallaxSection.tsx). Nothing
 * moves with reduced motion, nor on a phone unless the owner allowed it; the picture then stays
 * as the server drew it.
 */
const attachParallax: Island = (root) => {
  const layer = root.querySelector<HTMLElement>('[data-parallax-layer]')
  const direction = (root.dataset.direction ?? 'up') as ParallaxDirection
  const velocity = Number(root.dataset.velocity) || 0.3
  if (!layer || direction === 'none' || direction === 'fixed') return
  const phone = matchMedia(`(max-width: ${BREAKPOINTS.small - 1}px)`)
  const still = () => prefersReducedMotion() || (phone.matches && root.dataset.mobile === undefined)
  let frame = 0

  const place = () => {
    frame = 0
    if (still()) {
      layer.style.removeProperty('inset')
      layer.style.removeProperty('transform')
      root.dataset.parallax = 'still'
      return
    }
    const extent = parallaxExtent(velocity, innerHeight)
    const horizontal = direction === 'left' || direction === 'right'
    layer.style.inset = horizontal ? `0 ${-extent}px` : `${-extent}px 0`
    const rect = root.getBoundingClientRect()
    const { x, y } = parallaxOffset(rect, innerHeight, velocity, direction, extent)
    layer.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`
    root.dataset.parallax = 'moving'
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place)
  }
  place()
  addEventListener('scroll', schedule, { passive: true })
  addEventListener('resize', schedule)
  phone.addEventListener('change', schedule)
  return () => {
    cancelAnimationFrame(frame)
    removeEventListener('scroll', schedule)
    removeEventListener('resize', schedule)
    phone.removeEventListener('change', schedule)
  }
}

export default attachParallax
