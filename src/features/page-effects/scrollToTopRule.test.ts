import { describe, expect, it } from 'vitest'

import { scrollToTopActive } from './scrollToTopRule'

describe('scrollToTopActive', () => {
  it('is inactive at or above 200 px', () => {
    expect(scrollToTopActive(150, 200, false, false)).toBe(false)
    expect(scrollToTopActive(300, 180, true, true)).toBe(false)
  })
  it('is active past 200 px while scrolling down only', () => {
    expect(scrollToTopActive(150, 201, false, false)).toBe(true)
    expect(scrollToTopActive(900, 800, true, false)).toBe(false)
    expect(scrollToTopActive(800, 800, true, false)).toBe(true)
  })
  it('stays while it has keyboard focus', () => {
    expect(scrollToTopActive(900, 800, true, true)).toBe(true)
  })
})
