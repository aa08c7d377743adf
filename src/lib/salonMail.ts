import type { Payload } from 'payload'

import type { MailAttachment, OutgoingMail } from '@/contracts/mail'
import { GLOBALS } from '@/contracts/slugs'

import { env } from './env'
import { plainTextHtml, singleLine } from './plainTextMail'

/** The salon as the site's own mails (booking, accounts) and pages name it. */
export type Salon = { name: string; address: string; phone: string; email: string; siteUrl: string }

export async function readSalon(payload: Payload): Promise<Salon> {
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
  const first = settings.addresses?.[0]
  return {
    name: settings.businessName || settings.legalName || 'Salon',
    address: first ? `${first.street}, ${first.postalCode} ${first.city}` : '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    siteUrl: env().serverUrl.replace(/\/$/, ''),
  }
}

/** A plain-text mail from the salon to one address. */
export function mailTo(
  salon: Salon,
  to: string,
  subject: string,
  lines: string[],
  attachments?: MailAttachment[],
): OutgoingMail {
  const text = lines.join('\n')
  const clean = singleLine(subject)
  // The mail server's configured sender replaces this (features/mail); without one, the salon's
  // address or the site's own no-reply address.
  const name = salon.name.replace(/["\\\r\n]/g, '')
  const address = salon.email || `no-reply@${new URL(salon.siteUrl).hostname}`
  return {
    from: `"${name}" <${address}>`,
    to,
    ...(to !== salon.email && salon.email ? { replyTo: salon.email } : {}),
    subject: clean,
    text,
    html: plainTextHtml(clean, text),
    ...(attachments?.length ? { attachments } : {}),
  }
}
