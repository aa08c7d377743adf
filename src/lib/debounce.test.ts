import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { debounce } from './debounce'

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls once, with the last arguments, after the calls pause', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 250)
    debounced(1)
    vi.advanceTimersByTime(200)
    debounced(2)
    vi.advanceTimersByTime(249)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  it('drops a pending call on cancel', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 350)
    debounced()
    debounced.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})
