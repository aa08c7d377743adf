import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'
import { queueDueMail } from '@/test/testSmtp'

import type { MailTransport } from '@/contracts/mail'

import { deliverDueMail, messageIdOf, OUTBOX } from './outbox'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/** A transport that records each message and takes a few milliseconds, as a real one does. */
function countingTransport() {
  const sent: string[] = []
  const transport: MailTransport = {
    sendMail: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 2))
      sent.push(message.messageId!)
    },
  }
  return { sent, transport }
}

describeEach('the mail outbox with several senders (%s)', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  }, 120_000)
  afterAll(async () => instance?.cleanup())

  it('sends every due mail exactly once when two runs of the queue race', async () => {
    const ids = await queueDueMail(instance.payload, 30)
    const { sent, transport } = countingTransport()
    const runs = await Promise.all(
      [0, 1, 2].map(() => deliverDueMail(instance.payload, { transport, limit: 50 })),
    )
    expect(sent).toHaveLength(30)
    expect(new Set(sent).size).toBe(30)
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(30)
    const { docs } = await instance.payload.find({
      collection: OUTBOX,
      where: { id: { in: ids } },
      limit: 100,
      overrideAccess: true,
    })
    expect(docs.every((doc) => doc.status === 'sent' && doc.attempts === 1)).toBe(true)
  })

  it('a mail whose sender died mid-send is due again after the lease, for another sender', async () => {
    const [id] = await queueDueMail(instance.payload, 1)
    // The first sender takes the mail and never comes back (its process was killed).
    const stuck: MailTransport = { sendMail: () => new Promise(() => undefined) }
    void deliverDueMail(instance.payload, { transport: stuck, leaseMs: 5_000 })
    await expect
      .poll(async () => {
        const doc = await instance.payload.findByID({ collection: OUTBOX, id: id!, depth: 0 })
        return doc.attempts
      })
      .toBe(1)
    const { sent, transport } = countingTransport()
    expect(await deliverDueMail(instance.payload, { transport })).toEqual({ due: 0, sent: 0 })
    const afterLease = new Date(Date.now() + 6_000)
    expect(await deliverDueMail(instance.payload, { transport, now: afterLease })).toEqual({
      due: 1,
      sent: 1,
    })
    const doc = await instance.payload.findByID({ collection: OUTBOX, id: id!, depth: 0 })
    expect(doc).toMatchObject({ status: 'sent', attempts: 2 })
    // Both attempts carry the same Message-ID, so a receiver can tell a repeat.
    expect(sent).toEqual([messageIdOf(doc)])
    expect(messageIdOf(doc)).toMatch(/^<outbox-\d+\.\d+@salon\.example>$/)
  })
})
