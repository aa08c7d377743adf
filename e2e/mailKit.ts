import type { Page } from '@playwright/test'

import { expect } from './support'

/** What the stand-in mail server (scripts/e2e-stand-ins.mjs) received. */
const MAILS = 'http://127.0.0.1:3290/mails'
export type Mail = {
  messageId?: string
  from?: string
  /** The Date header, as an instant. */
  date?: string
  to: string
  subject: string
  text: string
  html?: string | false
  /** `content` for calendar files (text/calendar) only. */
  attachments: Array<{ filename: string; contentType: string; content?: string }>
}

/**
 * The latest mail to `to` whose subject matches (and whose text holds `mentions`, where given),
 * waited for up to `timeout` ms.
 */
export async function mailTo(
  page: Page,
  to: string,
  subject: RegExp,
  { timeout = 10_000, mentions = '' }: { timeout?: number; mentions?: string } = {},
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(MAILS)).json()) as Mail[]
        found = mails
          .filter(
            (mail) =>
              mail.to.includes(to) && subject.test(mail.subject) && mail.text.includes(mentions),
          )
          .at(-1)
        return Boolean(found)
      },
      { timeout },
    )
    .toBe(true)
  return found!
}

/**
 * What a mail program needs, read from the message by a MIME parser (mailparser, in the
 * stand-in): a sender with the salon's name, a Date and a Message-ID, a plain-text and an HTML
 * part that both say `says`, and German letters decoded, not left as encoded words or mojibake.
 */
export function expectReadableMail(mail: Mail, says: string) {
  expect(mail.from).toMatch(/^"?Salon Lindenblüte"? <[^>]+@[^>]+>$/)
  expect(Number.isNaN(Date.parse(mail.date ?? ''))).toBe(false)
  expect(mail.messageId).toMatch(/^<[^>]+@[^>]+>$/)
  expect(mail.text).toContain(says)
  expect(typeof mail.html === 'string' && mail.html).toContain(says)
  for (const part of [mail.subject, mail.text, mail.html as string])
    expect(part).not.toMatch(/=\?utf-8\?|Ã[\x80-\xbf¤¶¼]/i)
}

/** Every mail to `to` whose subject matches, as received so far (to count them). */
export async function mailsTo(page: Page, to: string, subject: RegExp): Promise<Mail[]> {
  const mails = (await (await page.request.get(MAILS)).json()) as Mail[]
  return mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
}

/** The path and query of the first link to `path` in a mail. */
export const linkIn = (mail: Mail, path: string) => {
  const url = new URL(new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text)![0])
  return `${url.pathname}${url.search}`
}
