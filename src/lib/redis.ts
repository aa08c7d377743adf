import { createClient } from 'redis'
import { processWide } from '@/contracts/processWide'

/**
 * The one Redis connection of a process, when REDIS_URL is set (several instances share page
 * expiries, rate limits and the job lock through it). The front server and the Next.js bundle
 * are two module instances in one process; they meet on a process-wide symbol.
 *
 * Redis is a helper, never a dependency a visitor waits on: commands are not queued while the
 * connection is down (they fail at once), each has a short time limit, and every caller has a
 * local fallback. The client reconnects by itself.
 */
const makeClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Back off to one attempt every 2 s while Redis is away.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
export type Redis = ReturnType<typeof makeClient>

const COMMAND_TIMEOUT_MS = 250
type State = { client: Redis; url: string; failures: number; lastError?: string }
// Keyed by address: tests talk to more than one server.
const connections = processWide('redis', () => new Map<string, State>())

function state(url: string): State {
  const existing = connections.get(url)
  if (existing) return existing
  const client = makeClient(url)
  const created: State = { client, url, failures: 0 }
  // Without a listener an unreachable Redis would crash the process; the state tells health.
  client.on('error', (error: unknown) => {
    created.lastError = error instanceof Error ? error.message : String(error)
  })
  client.connect().catch(() => undefined)
  connections.set(url, created)
  return created
}

/**
 * Runs one Redis command; null when Redis is not configured, not connected, slow or failing
 * (the caller then falls back to what it does alone).
 */
export async function withRedis<T>(
  url: string | undefined,
  command: (client: Redis) => Promise<T>,
): Promise<{ value: T } | null> {
  if (!url) return null
  const current = state(url)
  if (!current.client.isReady) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const value = await Promise.race([
      command(current.client),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis command timed out')), COMMAND_TIMEOUT_MS)
      }),
    ])
    return { value }
  } catch (error) {
    current.failures += 1
    current.lastError = error instanceof Error ? error.message : String(error)
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** For /api/health: ok, degraded (configured but unreachable) or absent. */
export async function redisHealth(url: string | undefined): Promise<'ok' | 'degraded' | 'absent'> {
  if (!url) return 'absent'
  const answer = await withRedis(url, (client) => client.ping())
  return answer?.value === 'PONG' ? 'ok' : 'degraded'
}

/** Closes the connections (tests, shutdown). */
export function closeRedis() {
  const open = [...connections.values()]
  connections.clear()
  for (const current of open) {
    try {
      current.client.destroy()
    } catch {
      // Never connected: nothing to close.
    }
  }
}
