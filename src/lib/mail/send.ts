import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { deliver, type OutgoingMail, queueMail, transportFor } from './outbox'

/**
 * Mails the site sends by itself (orders, vouchers, login warnings): stored in the outbox first
 * (nothing is lost when the mail server is away), then one attempt now; the job queue retries
 * what failed.
 */
export async function sendMails(payload: Payload, mails: OutgoingMail[]) {
  const transport = transportFor(env().smtpUrl)
  const docs = await queueMail(payload, mails, { transport })
  if (transport) await deliver(payload, docs, { transport })
}
