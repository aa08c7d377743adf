import type { Payload } from 'payload'

import type { OutgoingMail } from '@/contracts/mail'

import { deliver, queueMail } from './outbox'
import { siteMail } from './siteTransport'

/**
 * Mails the site sends by itself (orders, vouchers, login warnings): stored in the outbox first
 * (nothing is lost when the mail server is away), then one attempt now; the job queue retries
 * what failed.
 */
export async function sendMails(payload: Payload, mails: OutgoingMail[]) {
  const { transport } = await siteMail(payload)
  const docs = await queueMail(payload, mails, { transport })
  if (transport) await deliver(payload, docs, { transport })
}
