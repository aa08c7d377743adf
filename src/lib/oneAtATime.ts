import type { Payload } from 'payload'

import { processWide } from '@/contracts/processWide'

type PgPool = {
  on: (event: 'error', listener: (error: Error) => void) => void
  connect: () => Promise<{
    query: (text: string, values?: unknown[]) => Promise<unknown>
    release: () => void
  }>
}
type PostgresAdapter = {
  pg?: { Pool: new (options: object) => PgPool }
  poolOptions?: object
}

const tails = processWide('oneAtATime.tails', () => new Map<string, Promise<void>>())
const lockPools = processWide('oneAtATime.pools', () => new WeakMap<object, PgPool>())

/**
 * The locks' own few connections: a lock held on one of Payload's connections while the work
 * waits for another could take the whole pool under many logins at once and wait forever.
 */
function lockPool(payload: Payload): PgPool | null {
  const db = payload.db as unknown as PostgresAdapter
  if (!db.pg?.Pool || !db.poolOptions) return null
  let pool = lockPools.get(db)
  if (!pool) {
    pool = new db.pg.Pool({ ...db.poolOptions, max: 3 })
    // An idle connection the server ended (a restart) is replaced on the next lock, not fatal.
    pool.on('error', (error) => payload.logger.warn(`Login lock connection lost: ${error.message}`))
    lockPools.set(db, pool)
  }
  return pool
}

/**
 * Runs `work` for `key` (an account) only after every earlier `work` for the same key ended.
 * Payload keeps an account's sessions in one array it reads, changes and writes back whole: two
 * logins at the same moment each wrote their own array and the second dropped the first
 * session. Within a process a promise chain orders them; on PostgreSQL, where several
 * instances may share the database, an advisory lock of the key does so across processes
 * (SQLite is one process by nature).
 */
export async function oneAtATime<T>(payload: Payload, key: string, work: () => Promise<T>) {
  const previous = tails.get(key) ?? Promise.resolve()
  let release!: () => void
  const done = new Promise<void>((resolve) => (release = resolve))
  const tail = previous.then(() => done)
  tails.set(key, tail)
  await previous
  try {
    return await acrossProcesses(payload, key, work)
  } finally {
    release()
    if (tails.get(key) === tail) tails.delete(key)
  }
}

async function acrossProcesses<T>(payload: Payload, key: string, work: () => Promise<T>) {
  const pool = lockPool(payload)
  if (!pool) return work()
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    client.release()
  }
}
