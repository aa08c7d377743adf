import type { Payload } from 'payload'

import { withRedis } from './redis'
import { processWide } from '@/contracts/processWide'
import { clock } from '@/lib/clock'

const LEASE_KEY = 'salon:jobs:lease'
/** Long enough for a run of the queue; a holder that died frees it after this. */
export const JOB_LEASE_MS = 30_000

// 1: this process held the lease and extended it; 2: it was free and is now taken; 0: another
// process holds it.
const TAKE_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 2
end
return 0`

const processHolder = processWide('jobLease.holder', () => crypto.randomUUID())

/**
 * A job left "processing" by a process that died is never run again, and while it exists Payload
 * schedules no new job of its task (its default `beforeSchedule`): the mail queue would stop for
 * good. Whoever takes the queue over puts such jobs back, once they are older than `olderThan`.
 */
async function recoverAbandonedJobs(payload: Payload, olderThan: Date) {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: olderThan.toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
  })
  if (docs.length > 0)
    payload.logger.warn(`Job queue: ${docs.length} job(s) left by a stopped process run again`)
}

/**
 * Payload's `shouldAutoRun`. Alone, the process recovers abandoned jobs at its first tick (no
 * other process runs them). With several instances (REDIS_URL) only the instance holding a lease
 * in Redis runs the queue at a tick, so a job is not taken by two at once (Payload 3.90 reads and
 * then marks jobs, which two instances can both win); the instance that takes the lease over
 * recovers what the previous holder left.
 *
 * While Redis is unreachable the instance that held the lease at its last tick keeps the queue,
 * so mail does not wait for Redis, and the others wait. Every instance running it then, as this
 * did before, let two take the same job: the scale-out test saw jobs fail and, through a Payload
 * bug (lib/jobUpdateRollback.ts), an instance lose all its database connections. The price: an
 * instance that starts, or a holder that dies, while Redis is away leaves the queue idle until
 * Redis is back.
 *
 * `holder` names this process in the lease; tests give two gates two names.
 */
export function jobGate(
  redisUrl: string | undefined,
  { holder = processHolder }: { holder?: string } = {},
) {
  const startedAt = clock.now()
  let recoveredAtStart = false
  let holding = false
  return async (payload: Payload): Promise<boolean> => {
    if (!redisUrl) {
      if (!recoveredAtStart) {
        recoveredAtStart = true
        await recoverAbandonedJobs(payload, startedAt)
      }
      return true
    }
    const answer = await withRedis(redisUrl, (client) =>
      client.eval(TAKE_SCRIPT, { keys: [LEASE_KEY], arguments: [holder, String(JOB_LEASE_MS)] }),
    )
    if (answer === null) return holding
    holding = answer.value !== 0
    if (!holding) return false
    // Taken over: the previous holder renewed its lease at its last tick, at least a lease ago,
    // so what it still marks as processing and did not touch for half a lease was left behind.
    // Holding on: only what has been processing for far longer than any run of the queue.
    const age = answer.value === 2 ? JOB_LEASE_MS / 2 : 10 * 60_000
    await recoverAbandonedJobs(payload, new Date(clock.ms() - age))
    return true
  }
}
