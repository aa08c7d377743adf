export type ParallaxDirection = 'up' | 'down' | 'left' | 'right' | 'fixed' | 'none'

/**
 * How far (px) the background layer is moved for a section at `top` (its distance from the
 * viewport's top) and `height`: zero when the section's centre is at the viewport's centre,
 * growing with `velocity` as it scrolls away, along the owner's direction. The layer is larger
 * than the section by `extent` on each side, so the offset is clamped to it.
 */
export function parallaxOffset(
  { top, height }: { top: number; height: number },
  viewportHeight: number,
  velocity: number,
  direction: ParallaxDirection,
  extent: number,
): { x: number; y: number } {
  if (direction === 'none' || direction === 'fixed') return { x: 0, y: 0 }
  const distance = top + height / 2 - viewportHeight / 2
  const shift = Math.max(-extent, Math.min(extent, distance * velocity))
  switch (direction) {
    case 'up':
      return { x: 0, y: shift }
    case 'down':
      return { x: 0, y: -shift }
    case 'left':
      return { x: shift, y: 0 }
    case 'right':
      return { x: -shift, y: 0 }
  }
}

/** The layer's overhang on each side: enough for the largest offset at this velocity. */
export const parallaxExtent = (velocity: number, viewportHeight: number) =>
  Math.ceil(Math.abs(velocity) * viewportHeight * 0.75)
