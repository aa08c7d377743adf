import { parsePhp } from '../woo/phpValue'
import { readTemplate } from './cf7Template'

/** CF7's messages that mean the same here; sending and spam verdicts keep the site's own words. */
const MESSAGES: Record<string, string> = {
  validation_error: 'validationError',
  accept_terms: 'acceptanceMissing',
  invalid_required: 'required',
  invalid_too_long: 'tooLong',
  invalid_too_short: 'tooShort',
  invalid_email: 'invalidEmail',
  invalid_url: 'invalidUrl',
  invalid_tel: 'invalidTel',
  invalid_number: 'invalidNumber',
  invalid_date: 'invalidDate',
  quiz_answer_not_correct: 'quizWrong',
  upload_file_too_large: 'fileTooLarge',
  upload_file_type_invalid: 'fileType',
}

/** CF7's special mail-tags as ours: what has no counterpart is left out (an IP address never). */
const mailText = (text: string, siteTitle: string) =>
  text
    .replace(/\[_site_title\]/g, siteTitle)
    .replace(/\[_post_title\]|\[_post_name\]/g, '[_form_title]')
    .replace(/\[_post_url\]|\[_site_url\]/g, '[_url]')
    .replace(/\[_remote_ip\]|\[_user_agent\]|\[_serial_number\]|\[_time\]/g, '')
    .replace(/\r\n?/g, '\n')

const isAddress = (text: string) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(text.trim())

/**
 * A Contact Form 7 form (`wpcf7_contact_form`, its `_form`, `_mail` and `_messages`) as one of our
 * contact forms. A recipient CF7 wrote as a mail-tag (`[_site_admin_email]`) becomes the
 * salon's address from the site settings.
 */
export function contactFormData(
  title: string,
  meta: Record<string, string>,
  { siteTitle, salonEmail }: { siteTitle: string; salonEmail: string | null },
): { data: Record<string, unknown> | null; notes: string[] } {
  const { fields, submitLabel, notes } = readTemplate(meta._form ?? '')
  if (fields.length === 0) return { data: null, notes: [...notes, 'Formular ohne lesbare Felder'] }
  const mail = (parsePhp(meta._mail ?? '') ?? {}) as Record<string, unknown>
  const recipients = String(mail.recipient ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(isAddress)
  if (recipients.length === 0) {
    if (!salonEmail) return { data: null, notes: [...notes, 'kein Empfänger für die E-Mail'] }
    recipients.push(salonEmail)
    notes.push(`Empfänger: ${salonEmail} (aus den Website-Einstellungen)`)
  }
  const emailField = fields.find((field) => field.type === 'email')?.name
  const messages = (parsePhp(meta._messages ?? '') ?? {}) as Record<string, unknown>
  const ours = Object.fromEntries(
    Object.entries(MESSAGES).flatMap(([theirs, key]) =>
      typeof messages[theirs] === 'string' && messages[theirs] ? [[key, messages[theirs]]] : [],
    ),
  )
  const sender = String(mail.sender ?? '')
  return {
    notes,
    data: {
      title,
      ...(submitLabel ? { submitLabel } : {}),
      fields,
      mail: {
        recipients: recipients.join(', '),
        // A sender with a mail-tag (`[your-name] <wordpress@…>`) is the site's default here.
        ...(sender && !sender.includes('[') ? { from: sender } : {}),
        ...(emailField ? { replyToField: emailField } : {}),
        subject: mailText(String(mail.subject || '[_form_title]'), siteTitle) || '[_form_title]',
        body:
          mailText(String(mail.body || ''), siteTitle).trim() ||
          'Über das Formular „[_form_title]“ kam am [_date] eine Anfrage:\n\n[_all_fields]',
      },
      ...(Object.keys(ours).length ? { messages: ours } : {}),
    },
  }
}
