import { describe, expect, it } from 'vitest'

import { testRedisServer } from '@/test/redisServer'

import { createRateLimiter } from './rateLimit'

const redis = testRedisServer()

const waitForConnection = async (limiter: ReturnType<typeof createRateLimiter>) => {
  // The first call opens the connection; until it is ready the limiter counts alone.
  await limiter.hit('warm-up')
  await new Promise((resolve) => setTimeout(resolve, 200))
}

describe('rate limits shared through Redis', () => {
  it('counts one window for two instances (two limiters with their own memory)', async () => {
    const options = { name: 'shared', limit: 10, windowMs: 60_000, redisUrl: redis.url }
    const a = createRateLimiter(options)
    const b = createRateLimiter(options)
    await waitForConnection(a)
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await (i % 2 ? b : a).hit('203.0.113.7'))
    expect(answers.map((answer) => answer.allowed)).toEqual([...Array(10).fill(true), false])
    expect(answers[10]!.retryAfterSeconds).toBeGreaterThan(55)
    expect(answers[10]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another address and another limit name have their own windows.
    expect((await b.hit('203.0.113.8')).allowed).toBe(true)
    const other = createRateLimiter({ ...options, name: 'other' })
    expect((await other.hit('203.0.113.7')).allowed).toBe(true)
  })

  it('counts alone while Redis is down and shares again when it is back', async () => {
    const limiter = createRateLimiter({
      name: 'outage',
      limit: 2,
      windowMs: 60_000,
      redisUrl: redis.url,
    })
    await waitForConnection(limiter)
    await redis.stop()
    const during = [await limiter.hit('x'), await limiter.hit('x'), await limiter.hit('x')]
    expect(during.map((answer) => answer.allowed)).toEqual([true, true, false])
    await redis.start()
    const peer = createRateLimiter({
      name: 'outage',
      limit: 2,
      windowMs: 60_000,
      redisUrl: redis.url,
    })
    // Shared again once the peer's two hits use up the window the limiter then sees.
    let probe = 0
    await expect
      .poll(
        async () => {
          const key = `probe-${probe++}`
          await peer.hit(key)
          await peer.hit(key)
          return (await limiter.hit(key)).allowed
        },
        { timeout: 10_000 },
      )
      .toBe(false)
  })
})
