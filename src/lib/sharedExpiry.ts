import { randomUUID } from 'node:crypto'

import { withRedis } from './redis'
import { processWide } from '@/contracts/processWide'

/**
 * Page expiries shared by several instances: a Redis stream where each instance appends the paths
 * a save expired, and from which every other instance reads them before it answers a page. The
 * rendered pages stay in each process's memory; only the fact "this path changed at that moment"
 * travels, in the order Redis received it. That is the design of Next.js's own `cacheHandlers`
 * (tag timestamps in a shared store, read before an entry is used), applied to both caches a page
 * has here: Next.js's and the front server's (docs/decisions/scale-out.md).
 */
export const EXPIRY_STREAM = 'salon:expiries'
/** Entries older than this are trimmed; an instance that read nothing for that long starts over. */
const KEEP_MS = 24 * 60 * 60 * 1000
/** More than this many waiting paths are sent as one "everything". */
const MAX_PENDING = 100
const READ_BATCH = 500

type Shared = { instance: string; pending: string[] }
// One per process: the front server and the Next.js bundle each load this module.
const shared = processWide<Shared>('sharedExpiry', () => ({ instance: randomUUID(), pending: [] }))

/**
 * Tells the other instances that `paths` changed. When Redis is away the paths wait and go with
 * the next announcement or read; true when they reached Redis.
 */
export async function announceExpiry(
  redisUrl: string | undefined,
  paths: string[],
): Promise<boolean> {
  if (!redisUrl) return true
  let waiting = [...new Set([...shared.pending, ...paths])]
  if (waiting.length === 0) return true
  if (waiting.length > MAX_PENDING || waiting.includes('*')) waiting = ['*']
  const added = await withRedis(redisUrl, async (client) => {
    const id = await client.xAdd(EXPIRY_STREAM, '*', {
      origin: shared.instance,
      paths: JSON.stringify(waiting),
    })
    // Entry ids carry Redis's clock, not this instance's: the day kept is counted back from the
    // id just added, so an instance whose clock runs ahead of Redis's cannot trim what its
    // followers have yet to read.
    await client.xTrim(EXPIRY_STREAM, 'MINID', Number(id.split('-')[0]) - KEEP_MS, {
      strategyModifier: '~',
    })
    return id
  })
  shared.pending = added ? [] : waiting
  return Boolean(added)
}

type Entry = { id: string; message: Record<string, string> }

/**
 * What the front server calls before it answers a page: reads what other instances expired since
 * the last read and applies it to this process's caches. Calls at the same moment share a read.
 * While Redis is away pages are answered from memory; after such a gap this process cannot know
 * what it missed, so the first read that works again expires everything here.
 */
export function createExpiryFollower(
  redisUrl: string | undefined,
  apply: (paths: string[]) => Promise<void>,
  { now = Date.now }: { now?: () => number } = {},
) {
  let lastId: string | null = null
  /** When the stream was last read: entries are kept a day, so a longer pause may have lost some. */
  let lastReadAt = now()
  let missed = false
  let reading: Promise<void> | null = null
  let next: Promise<void> | null = null

  async function read(): Promise<void> {
    if (lastId === null) {
      const newest = await withRedis(redisUrl, (client) =>
        client.xRevRange(EXPIRY_STREAM, '+', '-', { COUNT: 1 }),
      )
      if (!newest) {
        missed = true
        return
      }
      // A new process has nothing cached yet: it follows from here.
      lastId = newest.value?.[0]?.id ?? '0-0'
      lastReadAt = now()
      if (!missed) return
    }
    const from = lastId
    const answer = await withRedis(redisUrl, (client) =>
      client.xRange(EXPIRY_STREAM, `(${from}`, '+', { COUNT: READ_BATCH }),
    )
    if (!answer) {
      missed = true
      return
    }
    const entries = answer.value as Entry[]
    const tooOld = now() - lastReadAt > KEEP_MS
    lastReadAt = now()
    let paths = entries
      .filter((entry) => entry.message.origin !== shared.instance)
      .flatMap((entry) => pathsOf(entry.message.paths))
    if (missed || tooOld || entries.length === READ_BATCH) paths = ['*']
    missed = false
    if (entries.length > 0) lastId = entries[entries.length - 1]!.id
    if (paths.length > 0) {
      // Not applied here means not known what is cached: the next read expires everything.
      await apply(paths.includes('*') ? ['*'] : [...new Set(paths)]).catch(() => {
        missed = true
      })
    }
    if (shared.pending.length > 0) await announceExpiry(redisUrl, [])
  }

  const start = () =>
    (reading = read().finally(() => {
      reading = null
    }))

  return {
    catchUp(): Promise<void> {
      if (!redisUrl) return Promise.resolve()
      if (!reading) return start()
      // A read already under way may have started before the expiry this request must see:
      // wait for one more, shared by everyone who arrives meanwhile.
      next ??= reading.then(() => {
        next = null
        return start()
      })
      return next
    },
  }
}

function pathsOf(json: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}
