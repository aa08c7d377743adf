import { describe, expect, it } from 'vitest'

import { createRateLimiter } from './rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` requests per window and key, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    const t = 1_000_000
    expect([1, 2, 3].map(() => limiter.hit('a', t).allowed)).toEqual([true, true, true])
    expect(limiter.hit('a', t + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b', t + 10_000).allowed).toBe(true)
    expect(limiter.hit('a', t + 60_000).allowed).toBe(true)
  })
})
