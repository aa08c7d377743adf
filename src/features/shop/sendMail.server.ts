import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { deliver, type OutgoingMail, queueMail, transportFor } from '@/lib/mail/outbox'

/**
 * The shop's mails: stored in the outbox first (nothing is lost when the mail server is away),
 * then one attempt now; the job queue retries what failed.
 */
export async function sendShopMail(payload: Payload, mails: OutgoingMail[]) {
  const transport = transportFor(env().smtpUrl)
  const docs = await queueMail(payload, mails, { transport })
  if (transport) await deliver(payload, docs, { transport })
}
