import type { AddressInfo } from 'node:net'

import type { TaskHandler } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'
import { queueDueMail } from '@/test/testSmtp'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

describeEach('the outbox task of the job queue (%s)', (kind) => {
  let instance: TestPayload
  let inFlight = 0
  let mostAtOnce = 0
  const received: string[] = []
  // A mail server that takes its time over each mail and counts how many it is given at once.
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      inFlight += 1
      mostAtOnce = Math.max(mostAtOnce, inFlight)
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        setTimeout(() => {
          inFlight -= 1
          received.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString())?.[1] ?? '')
          callback()
        }, 30),
      )
    },
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    instance = await startTestPayload(kind)
    await instance.payload.updateGlobal({
      slug: 'mail-settings',
      data: {
        preset: 'own',
        host: '127.0.0.1',
        port: (server.server.address() as AddressInfo).port,
        security: 'none',
        user: '',
      } as never,
      overrideAccess: true,
    })
  }, 120_000)
  afterAll(async () => {
    await instance?.cleanup()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('two jobs of it running at once send one mail at a time, each mail once', async () => {
    await queueDueMail(instance.payload, 6, (i) => `Warteschlange ${kind} ${i}`)
    const task = instance.payload.config.jobs.tasks?.find((t) => t.slug === 'deliverQueuedMail')
    const handler = task!.handler as TaskHandler<'deliverQueuedMail'>
    // Two instances can each schedule a job of it, and the queue runs its jobs side by side: a
    // process killed then had two mails between "250 OK" and being marked sent.
    await Promise.all(
      [0, 1].map(() => handler({ req: { payload: instance.payload }, input: {} } as never)),
    )
    expect(received.filter((subject) => subject.startsWith(`Warteschlange ${kind}`))).toHaveLength(
      6,
    )
    expect(new Set(received).size).toBe(received.length)
    expect(mostAtOnce).toBe(1)
  })
})
