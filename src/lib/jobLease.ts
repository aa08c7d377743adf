import { withRedis } from './redis'

const LEASE_KEY = 'salon:jobs:lease'
/** Long enough for a run of the queue; a holder that died frees it after this. */
const LEASE_MS = 30_000

// Take the lease if it is free, or extend it if this process holds it already.
const TAKE_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`

const KEY = Symbol.for('salon.jobLease.holder')
const holder = ((globalThis as { [KEY]?: string })[KEY] ??= crypto.randomUUID())

/**
 * Payload's `shouldAutoRun` for several instances: at each tick of the queue's cron only the
 * instance holding a lease in Redis runs the jobs, so a job is not picked by two at once (Payload
 * 3.90 reads and then marks jobs, which two instances can both win). While Redis is unreachable
 * every instance runs the queue: its tasks are safe to run twice (publishing, purging) or claim
 * their rows themselves (the mail outbox), and mail must not wait for Redis.
 */
export const jobLease = (redisUrl: string) => async (): Promise<boolean> => {
  const answer = await withRedis(redisUrl, (client) =>
    client.eval(TAKE_SCRIPT, { keys: [LEASE_KEY], arguments: [holder, String(LEASE_MS)] }),
  )
  return answer === null ? true : answer.value === 1
}
