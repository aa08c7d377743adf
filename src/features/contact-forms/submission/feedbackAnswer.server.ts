import { createHash } from 'node:crypto'

import { STANDALONE_PAGE_POLICY } from '@/lib/securityHeaders'

import type { FormDef } from '../definition'
import { errorId, fieldId, fieldWrapSelector } from '../fieldIds'
import type { FormMessages } from '../messages'
import { renderResultPage } from './resultPage'
import type { Answer, FieldProblem } from './validateSubmission'

/** Contact Form 7's outcomes (docs/glossary.md). */
export type FormStatus =
  'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted' | 'mail_sent' | 'mail_failed'

export type InvalidField = { into: string; message: string; idref: string | null; error_id: string }

/** The JSON answer of the feedback endpoint (docs/contracts.md). */
export type Feedback = {
  contact_form_id: number
  status: FormStatus
  message: string
  invalid_fields: InvalidField[]
  posted_data_hash: string
  quiz?: Record<string, [string, string]>
}

const STATUS_MESSAGE: Record<FormStatus, keyof FormMessages> = {
  validation_failed: 'validationError',
  acceptance_missing: 'acceptanceMissing',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'mailSent',
  mail_failed: 'mailFailed',
}

/** A fingerprint of what the visitor sent (their own inputs, not the hidden ones). */
export const postedDataHash = (answers: Answer[]) =>
  createHash('sha256')
    .update(JSON.stringify(answers.map((answer) => [answer.name, answer.value])))
    .digest('hex')

/** An outcome with the form's own message for it. */
export const outcome = (
  form: FormDef,
  status: FormStatus,
  extra: Partial<Feedback> = {},
): Feedback => ({
  contact_form_id: form.id,
  status,
  message: form.messages[STATUS_MESSAGE[status]],
  invalid_fields: [],
  posted_data_hash: '',
  ...extra,
})

/** Field problems as Contact Form 7 reports them, and each field's label for the result page. */
export function invalidFields(form: FormDef, unitTag: string, problems: FieldProblem[]) {
  const labels = new Map<string, string>()
  const invalid = problems.map(({ name, message }): InvalidField => {
    const field = form.fields.find((candidate) => candidate.name === name)!
    const grouped = field.type === 'checkbox' || field.type === 'radio'
    labels.set(errorId(unitTag, name), field.label.split('\n')[0]!.replace(/:\s*$/, '') || name)
    return {
      into: fieldWrapSelector(name),
      message: form.messages[message],
      idref: fieldId(unitTag, grouped ? `${name}-0` : name),
      error_id: errorId(unitTag, name),
    }
  })
  return { invalid, labels }
}

/** Whether the post came from a plain HTML form (no script): then it gets a page, not JSON. */
const wantsPage = (request: Request) => {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

/**
 * The answer: JSON for the page's script and API clients, a German page for a form sent without
 * script. As in Contact Form 7, HTTP 200 for every outcome; `status` tells which.
 */
export function respond(
  request: Request,
  feedback: Feedback,
  {
    status = 200,
    headers,
    labels,
  }: { status?: number; headers?: HeadersInit; labels?: Map<string, string> } = {},
): Response {
  if (!wantsPage(request)) return Response.json(feedback, { status, headers })
  return new Response(renderResultPage(feedback, request.headers.get('referer'), labels), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STANDALONE_PAGE_POLICY,
      ...headers,
    },
  })
}
