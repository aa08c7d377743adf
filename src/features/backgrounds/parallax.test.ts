import { describe, expect, it } from 'vitest'

import { parallaxExtent, parallaxOffset } from './parallax'

describe('parallaxOffset', () => {
  const centred = { top: 300, height: 400 } // centre at 500 in a 1000 px viewport

  it('is zero with the section centred, and for none and fixed', () => {
    expect(parallaxOffset(centred, 1000, 0.5, 'up', 400)).toEqual({ x: 0, y: 0 })
    expect(parallaxOffset({ top: 800, height: 400 }, 1000, 0.5, 'none', 400)).toEqual({
      x: 0,
      y: 0,
    })
    expect(parallaxOffset({ top: 800, height: 400 }, 1000, 0.5, 'fixed', 400)).toEqual({
      x: 0,
      y: 0,
    })
  })

  it('moves along the direction with the velocity', () => {
    const below = { top: 500, height: 400 } // 200 px below the centre
    expect(parallaxOffset(below, 1000, 0.5, 'up', 400)).toEqual({ x: 0, y: 100 })
    expect(parallaxOffset(below, 1000, 0.5, 'down', 400)).toEqual({ x: 0, y: -100 })
    expect(parallaxOffset(below, 1000, 0.5, 'left', 400)).toEqual({ x: 100, y: 0 })
    expect(parallaxOffset(below, 1000, 0.5, 'right', 400)).toEqual({ x: -100, y: 0 })
  })

  it('never moves further than the layer overhangs', () => {
    expect(parallaxOffset({ top: 5000, height: 400 }, 1000, 0.5, 'up', 300).y).toBe(300)
    expect(parallaxExtent(0.5, 1000)).toBe(375)
  })
})
