import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { clientIp, jsonError } from '@/lib/http'
import { STANDALONE_PAGE_POLICY } from '@/lib/securityHeaders'

import { composeMails, type StoredForm } from './composeMails.server'
import { type ConfirmationLimits, mayConfirm } from './confirmationLimits'
import { toFormDef } from './definition'
import { readForm } from './readForm.server'
import { errorId, fieldId, fieldWrapSelector } from './fieldIds'
import { type FormMessages } from './messages'
import { deliver, type MailTransport, queueMail } from './outbox.server'
import { checkQuizAnswer, drawQuiz } from './quiz.server'
import { renderResultPage } from './resultPage'
import { looksLikeABot } from './spamSignals'
import { type Answer, type Posted, validateSubmission } from './rules'

const HIDDEN_FIELDS = ['_form_id', '_form_version', '_form_locale', '_form_unit_tag'] as const

export type FormStatus =
  'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted' | 'mail_sent' | 'mail_failed'

export type InvalidField = { into: string; message: string; idref: string | null; error_id: string }

export type Feedback = {
  contact_form_id: number
  status: FormStatus
  message: string
  invalid_fields: InvalidField[]
  posted_data_hash: string
  quiz?: Record<string, [string, string]>
}

export type RateLimiter = { hit: (key: string) => { allowed: boolean; retryAfterSeconds: number } }

export type FeedbackOptions = {
  payload: Payload
  secret: string
  transport: MailTransport | null
  /** Submissions that passed validation, per address (the spam stage, as in Contact Form 7). */
  limiter: RateLimiter
  /**
   * Every post per address, before anything is parsed: a ceiling no visitor reaches, so a flood
   * of invalid posts costs nothing.
   */
  floodGuard: RateLimiter
  /** Caps on confirmation mails to the address a visitor typed in. */
  confirmations: ConfirmationLimits
  serverUrl: string
}

/** Whether the post came from a plain HTML form (no script): then it gets a page, not JSON. */
const wantsPage = (request: Request) => {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

const postedFrom = (data: FormData): Posted => ({
  values: (name) => data.getAll(name).filter((value): value is string => typeof value === 'string'),
  files: (name) => data.getAll(name).filter((value): value is File => typeof value !== 'string'),
})

/** A fingerprint of what the visitor sent (their own inputs, not the hidden ones). */
export const postedDataHash = (answers: Answer[]) =>
  createHash('sha256')
    .update(JSON.stringify(answers.map((answer) => [answer.name, answer.value])))
    .digest('hex')

const summaryOf = (answers: Answer[]) =>
  answers
    .filter((answer) => ['text', 'email'].includes(answer.type) && answer.value)
    .slice(0, 2)
    .map((answer) => answer.value)
    .join(' – ')
    .slice(0, 120) || 'Einsendung'

/** `POST /api/contact/v1/contact-forms/{id}/feedback` (CONTRACTS.md). */
export async function handleFeedback(
  request: Request,
  rawId: string,
  options: FeedbackOptions,
): Promise<Response> {
  const { payload, secret } = options
  const now = Date.now()
  if (!/^\d{1,9}$/.test(rawId))
    return jsonError(404, 'not_found', 'There is no contact form with this id.')
  const id = Number(rawId)
  const page = wantsPage(request)

  const labels = new Map<string, string>()
  // As Contact Form 7: HTTP 200 for every outcome; `status` tells which (429 only when limited).
  const answer = (feedback: Feedback, status = 200, headers?: HeadersInit) =>
    page
      ? new Response(renderResultPage(feedback, request.headers.get('referer'), labels), {
          status,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': STANDALONE_PAGE_POLICY,
            ...headers,
          },
        })
      : Response.json(feedback, { status, headers })
  const outcome = (
    status: FormStatus,
    messages: FormMessages,
    extra: Partial<Feedback> = {},
  ): Feedback => ({
    contact_form_id: id,
    status,
    message: messages[STATUS_MESSAGE[status]],
    invalid_fields: [],
    posted_data_hash: '',
    ...extra,
  })

  const flood = options.floodGuard.hit(clientIp(request))
  if (!flood.allowed)
    return jsonError(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(flood.retryAfterSeconds),
    })

  const data = await readForm(request)
  if (data instanceof Response) return data

  const stored = (await payload.findByID({
    collection: 'contact-forms',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })) as StoredForm | null
  if (!stored) return jsonError(404, 'not_found', 'There is no contact form with this id.')
  const form = toFormDef(stored)

  const hidden = Object.fromEntries(HIDDEN_FIELDS.map((name) => [name, data.get(name)])) as Record<
    (typeof HIDDEN_FIELDS)[number],
    FormDataEntryValue | null
  >
  const unitTag = typeof hidden._form_unit_tag === 'string' ? hidden._form_unit_tag : ''
  if (
    HIDDEN_FIELDS.some((name) => typeof hidden[name] !== 'string' || hidden[name] === '') ||
    hidden._form_id !== String(id) ||
    !/^[\w-]{1,100}$/.test(unitTag)
  )
    return jsonError(
      400,
      'missing_hidden_fields',
      `Send the hidden fields ${HIDDEN_FIELDS.join(', ')}; _form_id must match the form in the address.`,
    )

  const quiz = drawQuiz(secret, form)
  const messages = form.messages

  // Contact Form 7's order: the fields (the quiz included), then acceptance, then spam.
  const verdict = validateSubmission(form, postedFrom(data), (field, given, hash) =>
    checkQuizAnswer(secret, form.id, field, given, hash),
  )
  const hash = postedDataHash(verdict.answers)
  if (verdict.problems.length > 0) {
    const invalid = verdict.problems.map(({ name, message }) => {
      const field = form.fields.find((candidate) => candidate.name === name)!
      const grouped = field.type === 'checkbox' || field.type === 'radio'
      labels.set(errorId(unitTag, name), field.label.split('\n')[0]!.replace(/:\s*$/, '') || name)
      return {
        into: fieldWrapSelector(name),
        message: messages[message],
        idref: fieldId(unitTag, grouped ? `${name}-0` : name),
        error_id: errorId(unitTag, name),
      }
    })
    return answer(
      outcome('validation_failed', messages, {
        invalid_fields: invalid,
        posted_data_hash: hash,
        quiz,
      }),
    )
  }
  if (verdict.acceptanceMissing)
    return answer(outcome('acceptance_missing', messages, { posted_data_hash: hash, quiz }))
  if (looksLikeABot(form, data, now)) return answer(outcome('spam', messages, { quiz }))
  const limit = options.limiter.hit(clientIp(request))
  if (!limit.allowed)
    return answer(outcome('spam', messages, { quiz }), 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })

  let mails
  try {
    const containerId = Number(data.get('_form_container_post'))
    const container =
      Number.isInteger(containerId) && containerId > 0
        ? await payload.findByID({
            collection: 'pages',
            id: containerId,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
          })
        : null
    const attachments: number[] = []
    for (const { file } of verdict.files) {
      const upload = await payload.create({
        collection: 'form-attachments',
        data: {},
        file: {
          data: Buffer.from(await file.arrayBuffer()),
          mimetype: file.type || 'application/octet-stream',
          name: file.name.replace(/[^\w.-]+/g, '_').slice(-100) || 'datei',
          size: file.size,
        },
        overrideAccess: true,
      })
      attachments.push(Number(upload.id))
    }
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        summary: summaryOf(verdict.answers),
        form: form.id,
        page: container ? container.id : null,
        answers: verdict.answers.map(({ name, label, value }) => ({ name, label, value })),
        attachments,
        postedDataHash: hash,
        unitTag,
      },
      overrideAccess: true,
    })
    const pageUrl = new URL((container as { path?: string } | null)?.path ?? '/', options.serverUrl)
      .href
    const docs = await queueMail(
      payload,
      composeMails(stored, form, verdict.answers, {
        submission: Number(submission.id),
        pageUrl,
        serverUrl: options.serverUrl,
        now: new Date(now),
        mayConfirm: (address) => {
          const allowed = mayConfirm(options.confirmations, clientIp(request), address)
          if (!allowed)
            payload.logger.info(`Contact form ${id}: confirmation skipped (limit for sender)`)
          return allowed
        },
      }),
      { transport: options.transport },
    )
    mails = docs
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Contact form ${id}: the submission could not be stored`,
    })
    return answer(outcome('aborted', messages, { posted_data_hash: hash, quiz }))
  }

  // Stored: from here on nothing is lost. A failed delivery stays queued and is retried.
  const sent = options.transport
    ? await deliver(payload, mails, { transport: options.transport })
    : true
  return answer(
    outcome(sent ? 'mail_sent' : 'mail_failed', messages, { posted_data_hash: hash, quiz }),
  )
}

const STATUS_MESSAGE: Record<FormStatus, keyof FormMessages> = {
  validation_failed: 'validationError',
  acceptance_missing: 'acceptanceMissing',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'mailSent',
  mail_failed: 'mailFailed',
}

/** `GET …/refill`: a fresh quiz question (the page may be cached for days). */
export async function handleRefill(
  rawId: string,
  { payload, secret }: Pick<FeedbackOptions, 'payload' | 'secret'>,
) {
  if (!/^\d{1,9}$/.test(rawId))
    return jsonError(404, 'not_found', 'There is no contact form with this id.')
  const stored = await payload.findByID({
    collection: 'contact-forms',
    id: Number(rawId),
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!stored) return jsonError(404, 'not_found', 'There is no contact form with this id.')
  const quiz = drawQuiz(secret, toFormDef(stored as StoredForm))
  return Response.json(quiz ? { quiz } : {}, { headers: { 'Cache-Control': 'no-store' } })
}
