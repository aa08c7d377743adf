import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'

import { OUTBOX } from '@/features/mail/outbox'

/** A real SMTP server on 127.0.0.1 that parses what it receives; it can stop and come back. */
export class TestSmtp {
  received: ParsedMail[] = []
  port = 0
  private server?: SMTPServer
  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          this.received.push(mail)
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as AddressInfo).port
  }
  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }
  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }
}

/** What mail tests drive directly: a transport for a test server and the queue's delivery run. */
export { deliverDueMail, transportFor } from '@/features/mail/outbox'

/** Puts `count` mails in the outbox, due at once; their ids. */
export async function queueDueMail(
  payload: Payload,
  count: number,
  subject = (i: number) => `Nachricht ${i}`,
): Promise<Array<number | string>> {
  const due = new Date(Date.now() - 1000).toISOString()
  const ids: Array<number | string> = []
  for (let i = 0; i < count; i++) {
    const doc = await payload.create({
      collection: OUTBOX,
      data: {
        from: 'Salon <no-reply@salon.example>',
        to: `kundin${i}@example.org`,
        subject: subject(i),
        text: 'Hallo',
        html: '<p>Hallo</p>',
        status: 'queued',
        attempts: 0,
        nextAttemptAt: due,
      },
      overrideAccess: true,
    })
    ids.push(doc.id)
  }
  return ids
}
