import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { autoplay } from './autoplay'

describe('autoplay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('advances every interval while nothing holds it', () => {
    const advance = vi.fn()
    autoplay(7000, advance)
    vi.advanceTimersByTime(6999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(7000)
    expect(advance).toHaveBeenCalledTimes(2)
  })

  it('resumes only when every reason to hold has ended, with a full interval', () => {
    const advance = vi.fn()
    const timer = autoplay(5000, advance, ['paused'])
    vi.advanceTimersByTime(20_000)
    expect(advance).not.toHaveBeenCalled()
    timer.hold('hover')
    timer.release('paused')
    vi.advanceTimersByTime(20_000)
    expect(advance).not.toHaveBeenCalled()
    timer.release('hover')
    vi.advanceTimersByTime(4999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('restarts the interval after a manual step and stops for good', () => {
    const advance = vi.fn()
    const timer = autoplay(3000, advance)
    vi.advanceTimersByTime(2000)
    timer.restart()
    vi.advanceTimersByTime(2000)
    expect(advance).not.toHaveBeenCalled()
    timer.stop()
    timer.release('paused')
    vi.advanceTimersByTime(10_000)
    expect(advance).not.toHaveBeenCalled()
  })
})
