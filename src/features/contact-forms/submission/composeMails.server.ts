import type { ContactForm } from '@/payload-types'

import { isEmail } from '../fieldFormats'
import type { Answer } from './validateSubmission'
import type { FormDef } from '../definition'
import { renderHtml, renderSubject, renderText, singleLine } from './mailTemplate'
import type { OutgoingMail } from '@/contracts/mail'

const addressList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isEmail(entry.replace(/^.*<([^>]+)>$/, '$1')))

/** The parts of the stored form the mails are made from. */
export type MailSettings = Pick<ContactForm, 'mail' | 'confirmation'>

/**
 * Answers that cannot carry a message of the sender's choosing. The confirmation goes to an
 * address nobody verified: unless the owner allows it, it repeats only these, so the form cannot
 * be used to send someone else a text of one's own.
 */
const FIXED_ANSWER_TYPES = new Set(['email', 'tel', 'date', 'number', 'select', 'acceptance'])

/** The notification to the salon and, if wanted, the confirmation to the sender. */
export async function composeMails(
  stored: MailSettings,
  form: FormDef,
  answers: Answer[],
  {
    submission,
    pageUrl,
    serverUrl,
    now,
    mayConfirm,
  }: {
    submission: number
    pageUrl: string
    serverUrl: string
    now: Date
    /** Whether a confirmation to this address may go out now (the caps per recipient/client). */
    mayConfirm: (address: string) => Promise<boolean>
  },
): Promise<OutgoingMail[]> {
  const context = { answers, formTitle: form.title, pageUrl, date: now }
  const from =
    singleLine(stored.mail?.from ?? '') || `Website <no-reply@${new URL(serverUrl).hostname}>`
  const sender = answers.find((answer) => answer.name === (stored.mail?.replyToField || 'email'))
  const senderAddress = sender && isEmail(sender.value) ? sender.value : undefined
  const mails: OutgoingMail[] = []
  const recipients = addressList(stored.mail?.recipients)
  if (recipients.length > 0) {
    const template = stored.mail?.body || '[_all_fields]'
    mails.push({
      kind: 'notification',
      from,
      to: recipients.join(', '),
      replyTo: senderAddress,
      subject: renderSubject(stored.mail?.subject || '[_form_title]', context),
      text: renderText(template, context),
      html: renderHtml(template, context),
      submission,
    })
  }
  if (stored.confirmation?.enabled && senderAddress && (await mayConfirm(senderAddress))) {
    const template = stored.confirmation.body || '[_all_fields]'
    const confirmationContext = stored.confirmation.includeFreeText
      ? context
      : {
          ...context,
          withheld: new Set(
            answers.filter((a) => !FIXED_ANSWER_TYPES.has(a.type)).map((a) => a.name),
          ),
        }
    mails.push({
      kind: 'confirmation',
      from,
      to: senderAddress,
      subject: renderSubject(stored.confirmation.subject || form.title, confirmationContext),
      text: renderText(template, confirmationContext),
      html: renderHtml(template, confirmationContext),
      submission,
    })
  }
  return mails
}
