import { env } from './env'
import { metrics } from './metrics'
import { withRedis } from './redis'
import { clock } from '@/lib/clock'

export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one request; not allowed once `key` has used up its `limit` in the current window. */
  hit: (key: string, now?: number) => Promise<RateDecision>
}

type Options = {
  /** Names the counter in Redis (`rate:{name}:{key}`); one name per limit. */
  name: string
  limit: number
  windowMs: number
  /** Where the shared counters live; the process's REDIS_URL unless a test says otherwise. */
  redisUrl?: string | null
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter that
// never expires. Returns the count and the milliseconds left in the window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`

/**
 * A fixed-window request counter per key (an IP address, an e-mail address). With REDIS_URL set
 * the windows are counted in Redis, so several instances share one limit; while Redis cannot be
 * reached each process counts on its own (the limit then holds per instance) rather than refuse
 * or wave through everyone.
 *
 * `rate-limiter-flexible` (RateLimiterRedis with a memory insurance limiter) does the same; not
 * adopted because every Redis call of the site goes through `withRedis` (one connection per
 * process, a 250 ms command limit, the state /api/health reports), which it would bypass.
 */
export function createRateLimiter({ name, limit, windowMs, redisUrl }: Options): RateLimiter {
  const local = createLocalCounter(limit, windowMs)
  const counted = (decision: RateDecision) => {
    if (!decision.allowed) metrics().rateLimited.inc({ limit: name })
    return decision
  }
  return {
    async hit(key, now = clock.ms()) {
      const url = redisUrl === undefined ? env().redisUrl : (redisUrl ?? undefined)
      const shared = await withRedis(url, (client) =>
        client.eval(HIT_SCRIPT, {
          keys: [`rate:${name}:${key}`],
          arguments: [String(windowMs)],
        }),
      )
      if (!shared) return counted(local(key, now))
      const [count, ttl] = shared.value as [number, number]
      return counted({
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      })
    },
  }
}

/** The same window, kept in this process's memory. */
function createLocalCounter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>()
  return (key: string, now: number): RateDecision => {
    if (windows.size > 10_000) {
      for (const [other, window] of windows)
        if (now - window.start >= windowMs) windows.delete(other)
    }
    let window = windows.get(key)
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    const retryAfterSeconds = Math.ceil((window.start + windowMs - now) / 1000)
    return { allowed: window.count <= limit, retryAfterSeconds }
  }
}
