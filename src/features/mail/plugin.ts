import type { FeaturePlugin } from '@/lib/featureManifest'
import { withEndpoints } from '@/lib/payload/withEndpoints'
import type { TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { offerMailService } from '@/contracts/mail'
import { oneAtATime } from '@/lib/oneAtATime'

import { MailSettings } from './collections/mailSettings'
import { deliver, deliverDueMail, queueMail } from './outbox'
import { MailOutbox } from './collections/mailOutbox'
import { outboxEmailAdapter } from './outboxEmailAdapter'
import { sendMails } from './send'
import { siteMail } from './siteTransport'
import { testMailEndpoint } from './testMail.server'

type QueueOptions = { jobsCron: string; mailLeaseMs: number }

/** With the job queue (every minute): what is due in the outbox, and what waited for a server. */
const deliverTask = ({ jobsCron, mailLeaseMs }: QueueOptions): TaskConfig => ({
  slug: 'deliverQueuedMail',
  label: 'Wartende E-Mails senden',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [
    { name: 'due', type: 'number' },
    { name: 'sent', type: 'number' },
  ],
  handler: async ({ req }) => {
    // One delivery run at a time, in this process and (PostgreSQL) across instances. Every
    // instance schedules this task at each tick, and Payload's check against a second job reads
    // before it writes: two jobs of it can exist and run side by side, each with a mail between
    // the server's "250 OK" and being marked sent. A process killed then sent both again (the
    // scale-out test saw two repeats where one is the most a kill may cost).
    const output = await oneAtATime(req.payload, 'mail:outbox', async () =>
      deliverDueMail(req.payload, {
        transport: (await siteMail(req.payload)).transport,
        leaseMs: mailLeaseMs,
      }),
    )
    if (output.due > 0)
      req.payload.logger.info(`Outbox: ${output.sent} of ${output.due} due mails sent`)
    return { output }
  },
})

/**
 * Every mail of the site: the outbox („Postausgang“) with retries, „E-Mail-Versand“ (the mail
 * server the owner sets, administrators only; SMTP_URL wins), the test mail, Payload's own mails
 * (a forgotten password) through the outbox, and the „send a mail“ service other features use
 * (contracts/mail.ts).
 */
export const plugin: FeaturePlugin =
  ({ jobsCron, mailLeaseMs }) =>
  (config) =>
    offerMailService(
      {
        ...withFeature(config, {
          globals: [MailSettings],
          collections: [withEndpoints(MailOutbox, testMailEndpoint)],
          tasks: [deliverTask({ jobsCron, mailLeaseMs })],
        }),
        email: outboxEmailAdapter,
      },
      { siteMail, queue: queueMail, deliver, send: sendMails },
    )
