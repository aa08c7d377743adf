import type { EmailAdapter } from 'payload'

import { sendMails } from './send'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const addresses = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(addresses).join(', ')
    : typeof value === 'string'
      ? value
      : value && typeof value === 'object' && 'address' in value
        ? String((value as { address: unknown }).address)
        : ''

/**
 * Payload's own mails (a forgotten password) go through the outbox like every other mail of the
 * site: stored first, sent with the mail server of SMTP_URL or „E-Mail-Versand“, retried.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'Website',
  sendEmail: async (message) => {
    await sendMails(payload, [
      {
        from: addresses(message.from) || 'no-reply@localhost',
        to: addresses(message.to),
        subject: text(message.subject),
        text: text(message.text),
        html: text(message.html) || `<p>${text(message.text)}</p>`,
      },
    ])
  },
})
