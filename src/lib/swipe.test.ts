import { describe, expect, it } from 'vitest'

import { swipeDirection } from './swipe'

describe('swipeDirection', () => {
  const start = { x: 500, y: 300, time: 0 }
  it('needs more than 100 px within 1000 ms', () => {
    expect(swipeDirection(start, { x: 399, y: 300, time: 999 })).toBe('next')
    expect(swipeDirection(start, { x: 601, y: 310, time: 500 })).toBe('previous')
    expect(swipeDirection(start, { x: 400, y: 300, time: 500 })).toBeNull()
    expect(swipeDirection(start, { x: 300, y: 300, time: 1001 })).toBeNull()
  })
  it('leaves mostly vertical movement to scrolling', () => {
    expect(swipeDirection(start, { x: 380, y: 450, time: 300 })).toBeNull()
  })
})
