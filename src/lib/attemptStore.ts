import { env } from './env'
import { withRedis } from './redis'

/**
 * Counters and timed marks for the login guard (failures per address and per account, waits,
 * locks, known addresses). With REDIS_URL they live in Redis, so every instance sees the same;
 * while Redis cannot be reached each process keeps its own, as the rate limits do. Nothing here
 * outlives its time: a restart without Redis forgets waits and locks, which only ever ends them
 * early.
 */
export type AttemptStore = {
  /** Adds one to `key`'s count in a window that starts with the first; returns the count. */
  increment: (key: string, windowMs: number) => Promise<number>
  /** The count in the current window (0 when none). */
  count: (key: string) => Promise<number>
  /** Sets a mark that ends by itself after `ttlMs`. */
  mark: (key: string, ttlMs: number) => Promise<void>
  /** Milliseconds left on a mark; 0 when there is none. */
  markLeft: (key: string) => Promise<number>
  remove: (...keys: string[]) => Promise<void>
}

// INCR and the window's expiry in one step (as in rateLimit.ts).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`

const MAX_LOCAL_KEYS = 50_000

export function createAttemptStore({
  prefix,
  redisUrl,
  now = Date.now,
}: {
  prefix: string
  /** Where the shared entries live; the process's REDIS_URL unless a test says otherwise. */
  redisUrl?: string | null
  now?: () => number
}): AttemptStore {
  const local = new Map<string, { value: number; until: number }>()
  const url = () => (redisUrl === undefined ? env().redisUrl : (redisUrl ?? undefined))
  const named = (key: string) => `${prefix}:${key}`

  const live = (key: string) => {
    const entry = local.get(key)
    if (entry && entry.until <= now()) local.delete(key)
    return entry && entry.until > now() ? entry : undefined
  }
  const prune = () => {
    if (local.size < MAX_LOCAL_KEYS) return
    for (const [key, entry] of local) if (entry.until <= now()) local.delete(key)
  }

  return {
    async increment(key, windowMs) {
      const shared = await withRedis(url(), (client) =>
        client.eval(INCREMENT, { keys: [named(key)], arguments: [String(windowMs)] }),
      )
      if (shared) return Number(shared.value)
      prune()
      const entry = live(key) ?? { value: 0, until: now() + windowMs }
      entry.value += 1
      local.set(key, entry)
      return entry.value
    },
    async count(key) {
      const shared = await withRedis(url(), (client) => client.get(named(key)))
      if (shared) return Number(shared.value ?? 0)
      return live(key)?.value ?? 0
    },
    async mark(key, ttlMs) {
      const ms = Math.max(1, Math.round(ttlMs))
      const shared = await withRedis(url(), (client) => client.set(named(key), '1', { PX: ms }))
      if (shared) return
      prune()
      local.set(key, { value: 1, until: now() + ms })
    },
    async markLeft(key) {
      const shared = await withRedis(url(), (client) => client.pTTL(named(key)))
      if (shared) return Math.max(0, Number(shared.value))
      const entry = live(key)
      return entry ? entry.until - now() : 0
    },
    async remove(...keys) {
      if (keys.length === 0) return
      const shared = await withRedis(url(), (client) => client.del(keys.map(named)))
      if (!shared) for (const key of keys) local.delete(key)
    },
  }
}
