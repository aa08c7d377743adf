import type { Config, Payload } from 'payload'

import type { MailOutbox } from '@/payload-types'

/**
 * „Send a mail“: the service the mail feature (features/mail/) offers every other feature. Mail is
 * stored in the outbox before anything is sent, so nothing is lost while the mail server is away;
 * the job queue retries. Features ask for it with `mailService(payload)`; the mail feature puts
 * it into Payload's server-only `config.custom` (never sent to the admin's browser), so it does
 * not matter where in payload.config.ts either plugin stands.
 */
export type MailMessage = {
  /** The same for every attempt of one outbox mail: a receiver can tell a repeat. */
  messageId?: string
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Files sent with the mail (a voucher's PDF), kept in the outbox row until it is sent. */
  attachments?: MailAttachment[]
}

/** A small file, base64-encoded so it fits the outbox's JSON column. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string }

/** A form's mail (kind and submission), or a mail of the site itself (an order, a warning). */
export type OutgoingMail = MailMessage & {
  kind?: 'notification' | 'confirmation'
  submission?: number
}

/** The part of a nodemailer transport the outbox uses; tests hand in real ones on test servers. */
export type MailTransport = {
  sendMail: (
    message: Omit<MailMessage, 'attachments'> & {
      attachments?: Array<{ filename: string; contentType: string; content: Buffer }>
    },
  ) => Promise<unknown>
}

/** The site's mail server now; `transport` null: mail waits in the outbox and the site says so. */
export type SiteMail = {
  transport: MailTransport | null
  /** Where the mail server comes from: SMTP_URL wins over the admin where it is set. */
  source: 'environment' | 'admin' | null
}

/** One stored mail of the outbox, as `queue` returns it and `deliver` takes it. */
export type OutboxEntry = Pick<
  MailOutbox,
  | 'id'
  | 'from'
  | 'to'
  | 'replyTo'
  | 'subject'
  | 'text'
  | 'html'
  | 'attempts'
  | 'createdAt'
  | 'attachments'
> & { status?: MailOutbox['status'] }

export type MailService = {
  /** The site's mail server as the owner or SMTP_URL set it. */
  siteMail(payload: Payload): Promise<SiteMail>
  /** Stores mails (queued with a transport, else „Im Postausgang“); sends nothing yet. */
  queue(
    payload: Payload,
    mails: OutgoingMail[],
    options: { transport: MailTransport | null },
  ): Promise<OutboxEntry[]>
  /** One attempt for each stored mail; false when one failed (the queue retries it). */
  deliver(
    payload: Payload,
    entries: OutboxEntry[],
    options: { transport: MailTransport },
  ): Promise<boolean>
  /** Store, then one attempt now when there is a mail server. */
  send(payload: Payload, mails: OutgoingMail[]): Promise<void>
}

type WithMail = { mail?: MailService }

/** The mail feature offers its service (features/mail/index.ts). */
export const offerMailService = (config: Config, service: MailService): Config => ({
  ...config,
  custom: { ...config.custom, mail: service } satisfies WithMail,
})

/** The mail service of this Payload; a clear error when the mail feature is not composed. */
export function mailService(payload: Pick<Payload, 'config'>): MailService {
  const service = (payload.config.custom as WithMail | undefined)?.mail
  if (!service)
    throw new Error(
      'No mail service: src/features/catalogue.ts must name the mail feature (docs/architecture.md, "Contracts between features").',
    )
  return service
}
