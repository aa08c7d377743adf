import { afterAll, describe, expect, it } from 'vitest'

import { createRateLimiter } from './rateLimit'
import { closeRedis } from './redis'

const hits = async (limiter: ReturnType<typeof createRateLimiter>, key: string, n: number) => {
  const answers: boolean[] = []
  for (let i = 0; i < n; i++) answers.push((await limiter.hit(key)).allowed)
  return answers
}

describe('createRateLimiter in memory', () => {
  it('allows `limit` requests per window and key, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({ name: 'unit', limit: 3, windowMs: 60_000, redisUrl: null })
    const t = 1_000_000
    const first = [await limiter.hit('a', t), await limiter.hit('a', t), await limiter.hit('a', t)]
    expect(first.map((answer) => answer.allowed)).toEqual([true, true, true])
    expect(await limiter.hit('a', t + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect((await limiter.hit('b', t + 10_000)).allowed).toBe(true)
    expect((await limiter.hit('a', t + 60_000)).allowed).toBe(true)
  })

  it('counts alone when the configured Redis cannot be reached', async () => {
    const limiter = createRateLimiter({
      name: 'unit-unreachable',
      limit: 2,
      windowMs: 60_000,
      redisUrl: 'redis://127.0.0.1:1',
    })
    expect(await hits(limiter, 'a', 3)).toEqual([true, true, false])
  })
})

afterAll(() => closeRedis())
