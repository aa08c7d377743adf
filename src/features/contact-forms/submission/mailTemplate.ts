import { escapeHtml } from '@/lib/escapeHtml'
import { singleLine } from '@/lib/plainTextMail'

import type { Answer } from './validateSubmission'

export { escapeHtml }

/** Header values (subject, names) on one line: a line break there could smuggle in headers. */
export { singleLine }

export type MailContext = {
  answers: Answer[]
  formTitle: string
  pageUrl: string
  date: Date
  /** Fields left out (empty placeholders, not listed): free text in an unverified mail. */
  withheld?: ReadonlySet<string>
}

const SPECIAL: Record<string, (context: MailContext) => string> = {
  _form_title: (context) => context.formTitle,
  _url: (context) => context.pageUrl,
  _date: (context) =>
    // The salon's time, not the server's (UTC): „10:30“ for a request sent at half past ten.
    context.date.toLocaleString('de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }),
  _all_fields: (context) =>
    context.answers
      .filter((answer) => answer.type !== 'hidden' || answer.value)
      .filter((answer) => !context.withheld?.has(answer.name))
      .map((answer) => `${answer.label || answer.name}: ${answer.value || '–'}`)
      .join('\n'),
}

const PLACEHOLDER = /\[([A-Za-z_][\w-]*)\]/g

/** The text with `[field-name]` replaced by the submitted value; unknown names stay as they are. */
export function fillPlaceholders(template: string, context: MailContext): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (SPECIAL[name]) return SPECIAL[name](context)
    const answer = context.answers.find((candidate) => candidate.name === name)
    if (!answer) return whole
    return context.withheld?.has(name) ? '' : answer.value
  })
}

/** The HTML part: the template's text and every value escaped, line breaks kept. */
export function renderHtml(template: string, context: MailContext): string {
  const body = escapeHtml(fillPlaceholders(template, context)).replace(/\r?\n/g, '<br>\n')
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(
    context.formTitle,
  )}</title></head><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`
}

export const renderText = (template: string, context: MailContext) =>
  fillPlaceholders(template, context)

export const renderSubject = (template: string, context: MailContext) =>
  singleLine(fillPlaceholders(template, context)).slice(0, 200)
