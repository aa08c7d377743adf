import type { Payload } from 'payload'

import { clientIp, isRefusal, jsonError, readFormPost, refusalResponse } from '@/lib/http'
import type { RateLimiter } from '@/lib/rateLimit'

import { type ConfirmationLimits, mayConfirm } from './confirmationLimits'
import { toFormDef } from '../definition'
import { invalidFields, outcome, postedDataHash, respond } from './feedbackAnswer.server'
import { readHiddenFields } from './hiddenFields'
import { mailService, type MailTransport } from '@/contracts/mail'
import { checkQuizAnswer, drawQuiz } from './quiz.server'
import { type Posted, validateSubmission } from './validateSubmission'
import { FORM_ID, findForm } from './findForm.server'
import { spamSignal } from './spamSignals'
import { holdSubmission } from './spamRelease.server'
import { HELD_NOTICE } from '@/lib/visitorAnswer'
import { storeSubmission } from './storeSubmission.server'
import { clock } from '@/lib/clock'

export type { Feedback, FormStatus, InvalidField } from './feedbackAnswer.server'

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

/** Forms with files need room; anything larger is refused before it is read whole. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

/** What is true while the site has no mail server: stored, and answered by mail or phone. */
export const STORED_MESSAGE =
  'Vielen Dank! Ihre Nachricht ist bei uns gespeichert. Wir melden uns per E-Mail oder Telefon bei Ihnen.'

const NOT_FOUND = () => jsonError(404, 'not_found', 'There is no contact form with this id.')
const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) })

const postedFrom = (data: FormData): Posted => ({
  values: (name) => data.getAll(name).filter((value): value is string => typeof value === 'string'),
  files: (name) => data.getAll(name).filter((value): value is File => typeof value !== 'string'),
})

/**
 * `POST /api/contact/v1/contact-forms/{id}/feedback` (docs/contracts.md): flood guard, body,
 * hidden fields, then Contact Form 7's order — the fields (the quiz included), acceptance, spam
 * (honeypot, fill time, the per-address limit) — then store, queue and send the mails.
 */
export async function handleFeedback(
  request: Request,
  rawId: string,
  options: FeedbackOptions,
): Promise<Response> {
  const { payload, secret } = options
  const now = clock.ms()
  if (!FORM_ID.test(rawId)) return NOT_FOUND()
  const flood = await options.floodGuard.hit(clientIp(request))
  if (!flood.allowed)
    return jsonError(
      429,
      'rate_limited',
      'Too many requests; try again later.',
      retryAfter(flood.retryAfterSeconds),
    )

  const data = await readFormPost(request, MAX_BODY_BYTES)
  if (isRefusal(data)) return refusalResponse(data)
  const stored = await findForm(payload, rawId)
  if (!stored) return NOT_FOUND()
  const form = toFormDef(stored)
  const hidden = readHiddenFields(data, form.id)
  if (hidden instanceof Response) return hidden

  const quiz = drawQuiz(secret, form)
  const verdict = validateSubmission(form, postedFrom(data), (field, given, hash) =>
    checkQuizAnswer(secret, form.id, field, given, hash),
  )
  const hash = postedDataHash(verdict.answers)
  if (verdict.problems.length > 0) {
    const { invalid, labels } = invalidFields(form, hidden.unitTag, verdict.problems)
    const feedback = outcome(form, 'validation_failed', {
      invalid_fields: invalid,
      posted_data_hash: hash,
      quiz,
    })
    return respond(request, feedback, { labels })
  }
  if (verdict.acceptanceMissing)
    return respond(request, outcome(form, 'acceptance_missing', { posted_data_hash: hash, quiz }))
  const limit = await options.limiter.hit(clientIp(request))
  if (!limit.allowed)
    return respond(request, outcome(form, 'spam', { quiz }), {
      status: 429,
      headers: retryAfter(limit.retryAfterSeconds),
    })
  const suspicion = spamSignal(form, data, now)
  if (suspicion) {
    // Kept for the owner's review („Spam-Verdacht“), never dropped: nothing is mailed yet.
    await holdSubmission(payload, { form, verdict, postedDataHash: hash, ...hidden }, suspicion)
    return respond(request, outcome(form, 'spam', { quiz, message: HELD_NOTICE }))
  }

  let mails
  try {
    mails = await storeSubmission(payload, {
      stored,
      form,
      verdict,
      postedDataHash: hash,
      ...hidden,
      now: new Date(now),
      serverUrl: options.serverUrl,
      transport: options.transport,
      mayConfirm: async (address) => {
        const allowed = await mayConfirm(options.confirmations, clientIp(request), address)
        if (!allowed)
          payload.logger.info(`Contact form ${form.id}: confirmation skipped (limit for sender)`)
        return allowed
      },
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Contact form ${form.id}: the submission could not be stored`,
    })
    return respond(request, outcome(form, 'aborted', { posted_data_hash: hash, quiz }))
  }
  // Stored: from here on nothing is lost. A failed delivery stays queued and is retried.
  // Without a mail server the message is stored, and the visitor is told just that.
  if (!options.transport)
    return respond(
      request,
      outcome(form, 'mail_sent', { posted_data_hash: hash, quiz, message: STORED_MESSAGE }),
    )
  const sent = await mailService(payload).deliver(payload, mails, {
    transport: options.transport,
  })
  return respond(
    request,
    outcome(form, sent ? 'mail_sent' : 'mail_failed', { posted_data_hash: hash, quiz }),
  )
}

/** `GET …/refill`: a fresh quiz question (the page may be cached for days). */
export async function handleRefill(
  rawId: string,
  { payload, secret }: Pick<FeedbackOptions, 'payload' | 'secret'>,
) {
  const stored = await findForm(payload, rawId)
  if (!stored) return NOT_FOUND()
  const quiz = drawQuiz(secret, toFormDef(stored))
  return Response.json(quiz ? { quiz } : {}, { headers: { 'Cache-Control': 'no-store' } })
}
