import nodemailer from 'nodemailer'
import type { Payload } from 'payload'

import { claimRow } from '@/lib/payload/claimRow'
import type { MailAttachment, MailTransport, OutboxEntry, OutgoingMail } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'

export const OUTBOX = COLLECTIONS.mailOutbox
const OUTBOX_TABLE = 'mail_outbox'
export const MAX_ATTEMPTS = 12
const MINUTE = 60_000
/**
 * How long a mail being sent is held by the process sending it: longer than the transport's
 * time limits together (10 + 10 + 20 s below). A process that dies mid-send leaves the mail due
 * again after this, for any instance.
 */
export const DEFAULT_MAIL_LEASE_MS = 60_000

/** Retry delay after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE)

const transports = new Map<string, MailTransport>()
/** One pooled transport per SMTP URL; none without one (mail then stays in the outbox). */
export function transportFor(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null
  let transport = transports.get(smtpUrl)
  if (!transport) {
    // Short timeouts: the visitor waits for the first attempt; a slow server means a retry later.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }) as MailTransport
    transports.set(smtpUrl, transport)
  }
  return transport
}

/** An outbox row as delivery reads it. */
type OutboxDoc = OutboxEntry

function attachmentsOf(doc: OutboxDoc) {
  const list = Array.isArray(doc.attachments) ? (doc.attachments as MailAttachment[]) : []
  return list.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.contentBase64, 'base64'),
  }))
}

type DeliveryOptions = { transport: MailTransport; now?: Date; leaseMs?: number }

/**
 * Stores the mails first, so none is lost whatever SMTP does. Without a transport they stay in
 * the outbox for the owner to read ("stored"); with one they are queued for delivery.
 */
export async function queueMail(
  payload: Payload,
  mails: OutgoingMail[],
  { transport, now = clock.now() }: { transport: MailTransport | null; now?: Date },
) {
  const docs: OutboxDoc[] = []
  for (const mail of mails) {
    docs.push(
      await payload.create({
        collection: OUTBOX,
        data: {
          ...mail,
          status: transport ? 'queued' : 'stored',
          attempts: 0,
          // The request makes the first attempt itself; the job queue takes over a minute later
          // (if the process died in between), never at the same time.
          nextAttemptAt: new Date(now.getTime() + backoffMs(1)).toISOString(),
        },
        overrideAccess: true,
      }),
    )
  }
  return docs
}

/**
 * Takes the mail for this process: one conditional update raises its attempts and moves its next
 * attempt past the lease, only if no other process did so since it was read. With several
 * instances (or a request and the job queue) exactly one sends it.
 */
function claim(payload: Payload, doc: OutboxDoc, now: Date, leaseMs: number) {
  return claimRow(payload, {
    table: OUTBOX_TABLE,
    id: doc.id,
    // A stored mail (kept while no mail server was set up) is taken like a queued one.
    expect: { status: doc.status === 'stored' ? 'stored' : 'queued', attempts: doc.attempts ?? 0 },
    set: {
      status: 'queued',
      attempts: (doc.attempts ?? 0) + 1,
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
    },
  })
}

/** `<outbox-{id}.{created}@{sender's domain}>`: stable across attempts of the same mail. */
export function messageIdOf(doc: Pick<OutboxDoc, 'id' | 'from' | 'createdAt'>): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(doc.from)?.[1] ?? 'localhost'
  return `<outbox-${doc.id}.${new Date(doc.createdAt).getTime()}@${domain}>`
}

type Delivery = 'sent' | 'failed' | 'taken'

/** One attempt at one mail, unless another process has taken it. */
async function deliverOne(
  payload: Payload,
  doc: OutboxDoc,
  { transport, now = clock.now(), leaseMs = DEFAULT_MAIL_LEASE_MS }: DeliveryOptions,
): Promise<Delivery> {
  if (!(await claim(payload, doc, now, leaseMs))) return 'taken'
  const attempts = (doc.attempts ?? 0) + 1
  try {
    await transport.sendMail({
      messageId: messageIdOf(doc),
      from: doc.from,
      to: doc.to,
      ...(doc.replyTo ? { replyTo: doc.replyTo } : {}),
      subject: doc.subject,
      text: doc.text,
      html: doc.html,
      ...(doc.attachments ? { attachments: attachmentsOf(doc) } : {}),
    })
    await payload.update({
      collection: OUTBOX,
      id: doc.id,
      data: { status: 'sent', attempts, sentAt: now.toISOString(), lastError: null },
      overrideAccess: true,
    })
    return 'sent'
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Mail ${doc.id} to ${doc.to} failed (attempt ${attempts}): ${message}`)
    await payload.update({
      collection: OUTBOX,
      id: doc.id,
      data: {
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        attempts,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      },
      overrideAccess: true,
    })
    return 'failed'
  }
}

/**
 * Tries each mail once; a failure is recorded with the time of the next try. True unless one
 * failed (a mail another process is sending is not this caller's failure).
 */
export async function deliver(
  payload: Payload,
  docs: OutboxDoc[],
  options: DeliveryOptions,
): Promise<boolean> {
  let allSent = true
  for (const doc of docs)
    if ((await deliverOne(payload, doc, options)) === 'failed') allSent = false
  return allSent
}

/** Sends what is due, and what was stored while there was no mail server (every minute). */
export async function deliverDueMail(
  payload: Payload,
  {
    transport,
    now = clock.now(),
    limit = 20,
    leaseMs,
  }: { transport: MailTransport | null; now?: Date; limit?: number; leaseMs?: number },
) {
  if (!transport) return { due: 0, sent: 0 }
  const { docs } = await payload.find({
    collection: OUTBOX,
    where: {
      // Stored mails wait for a mail server: once there is one, they go out like queued ones.
      or: [
        { status: { equals: 'stored' } },
        {
          and: [
            { status: { equals: 'queued' } },
            { nextAttemptAt: { less_than_equal: now.toISOString() } },
          ],
        },
      ],
    },
    sort: 'nextAttemptAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  let sent = 0
  for (const doc of docs)
    if ((await deliverOne(payload, doc, { transport, now, leaseMs })) === 'sent') sent++
  return { due: docs.length, sent }
}
