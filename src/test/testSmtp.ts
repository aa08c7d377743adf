import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

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
