import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/**
 * What Payload's job helper does (payload/dist/queues/utilities/updateJob.js): a transaction of
 * its own around `db.updateJobs`, committed only when that call succeeds.
 */
async function failingJobUpdate({ payload }: TestPayload, id: number | string) {
  const transactionID = await payload.db.beginTransaction()
  // A log entry without its required columns fails in the database, as a foreign key error does
  // when another instance deleted the job meanwhile.
  const update = payload.db.updateJobs({
    id,
    data: { log: [{ id: 'ohne-pflichtfelder' }] } as never,
    req: { transactionID: transactionID ?? undefined },
  })
  await expect(update).rejects.toThrow()
  return transactionID
}

describeEach('a job update that fails leaves no transaction open (%s)', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  }, 120_000)
  afterAll(async () => instance?.cleanup())

  it('rolls the transaction back, so twelve failures later the database still answers at once', async () => {
    const { payload } = instance
    const job = await payload.jobs.queue({ task: 'deliverQueuedMail', input: {} })
    // PostgreSQL's pool: connections checked out (the site keeps one for its locks).
    const pool = (payload.db as unknown as { pool?: { totalCount: number; idleCount: number } })
      .pool
    const busy = () => (pool ? pool.totalCount - pool.idleCount : 0)
    const busyBefore = busy()
    // More failures than the PostgreSQL pool has connections (10).
    for (let i = 0; i < 12; i++) {
      const transactionID = await failingJobUpdate(instance, job.id)
      expect(payload.db.sessions?.[String(transactionID)]).toBeUndefined()
    }
    // No connection is still checked out by a failed update (SQLite has one client, whose open
    // transactions are the sessions above).
    expect(busy()).toBe(busyBefore)
    const updated = await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    expect(updated.processing).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})
