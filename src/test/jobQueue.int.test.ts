import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { jobGate } from '@/lib/jobLease'

import { startTestPayload, type TestPayload } from './testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

// What Payload's cron does every minute in a server process (payload/dist/index.js): schedule
// the due tasks, then run the queue with the autoRun entry's options.
async function tick(instance: TestPayload) {
  const { payload } = instance
  const autoRun = payload.config.jobs.autoRun
  const [entry] = typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])
  await payload.jobs.handleSchedules({ queue: entry!.queue })
  // Scheduled jobs wait for their next cron time (the next full minute): let that minute pass.
  await payload.update({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  return payload.jobs.run({ queue: entry!.queue, limit: entry!.limit, silent: entry!.silent })
}

describe('the job queue of an idle site (sqlite)', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
    // The nightly backup is due once a day, not every minute, and says so in the log when it
    // runs (backups.int.test.ts tests it); an idle minute is what this test is about.
    await instance.payload.updateGlobal({
      slug: 'backup-settings',
      data: { nightly: false },
      context: { disableRevalidate: true },
    })
  }, 120_000)
  afterAll(async () => instance?.cleanup())

  it('runs the minute tasks without writing a line to the log', async () => {
    const info = vi.spyOn(instance.payload.logger, 'info')
    const warn = vi.spyOn(instance.payload.logger, 'warn')
    const result = await tick(instance)
    // The mail check did run (it is due every minute) …
    expect(Object.keys(result.jobStatus ?? {}).length).toBeGreaterThan(0)
    // … and an idle site's log stays quiet.
    expect(info).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('runs again a job that a stopped process left processing, so its task is scheduled again', async () => {
    const { payload } = instance
    const job = await payload.jobs.queue({ task: 'deliverQueuedMail', input: {} })
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // A new server process: its first tick puts the job back.
    const gate = jobGate(undefined)
    expect(await gate(payload)).toBe(true)
    const recovered = await payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(recovered.processing).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})
