import type { Endpoint } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { principalOf } from '@/lib/access'
import { clock } from '@/lib/clock'
import { isEmailAddress } from '@/lib/formText'
import { jsonError, jsonObjectOf } from '@/lib/http'
import { oneAtATime } from '@/lib/oneAtATime'
import { mailTo, readSalon } from '@/lib/salonMail'
import type { FormSubmission } from '@/payload-types'

import { REPLY_LENGTH, replyAddressOf, replyLines, replySubject } from './replyMail'

/** Marks the one save that may add a reply to a submission (keepWhatWasSent lets it through). */
export const REPLY_CONTEXT = 'submissionReply'

const KEY = /^[A-Za-z0-9-]{8,64}$/

/**
 * POST /api/form-submissions/:id/reply `{text, key}`: the owner answers a request with the site's
 * own mail. The mail quotes what the visitor sent, is linked to the submission in the outbox,
 * the reply is kept with the request (who, when, what) and its status becomes „Beantwortet“.
 * `key` (chosen by the form when it opens) makes a repeated press send once. Administrators
 * only, as the requests themselves.
 */
export const replyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req) => {
    if (principalOf(req) !== 'admin')
      return jsonError(403, 'forbidden', 'Only administrators may answer requests.')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return jsonError(400, 'invalid_id', 'Give an id.')
    const body = await jsonObjectOf(req)
    const text = typeof body?.text === 'string' ? body.text.trim() : ''
    const key = typeof body?.key === 'string' ? body.key : ''
    if (text.length < REPLY_LENGTH.min || text.length > REPLY_LENGTH.max)
      return jsonError(
        400,
        'invalid_text',
        `Send {"text": "<${REPLY_LENGTH.min}-${REPLY_LENGTH.max} characters>", "key": "<8-64 letters, digits or ->"}.`,
      )
    if (!KEY.test(key))
      return jsonError(400, 'invalid_key', 'Send a key of 8-64 letters, digits or -.')
    // One reply at a time per request, on every instance: a repeated press finds its key.
    const outcome = await oneAtATime(req.payload, `submission-reply:${id}`, async () => {
      const submission = (await req.payload
        .findByID({ collection: COLLECTIONS.formSubmissions, id, depth: 0, overrideAccess: true })
        .catch((error: { status?: number }) => {
          if (error?.status === 404) return null
          throw error
        })) as FormSubmission | null
      if (!submission) return jsonError(404, 'not_found', 'There is no such request.')
      const replies = submission.replies ?? []
      const earlier = replies.find((reply) => reply.key === key)
      if (earlier) return { reply: earlier, submission, repeated: true }
      const to = replyAddressOf(submission.answers ?? [], isEmailAddress)
      if (!to)
        return jsonError(
          409,
          'no_address',
          'Diese Anfrage enthält keine E-Mail-Adresse. Bitte auf anderem Weg antworten.',
        )
      const reply = { key, sentAt: clock.now().toISOString(), by: req.user?.email ?? '', to, text }
      await req.payload.update({
        collection: COLLECTIONS.formSubmissions,
        id,
        data: { status: 'answered', replies: [...replies, reply] },
        overrideAccess: true,
        context: { [REPLY_CONTEXT]: true },
      })
      return { reply, submission, repeated: false }
    })
    if (outcome instanceof Response) return outcome
    const { reply, submission, repeated } = outcome
    if (!repeated) {
      const salon = await readSalon(req.payload)
      const mail = mailTo(
        salon,
        reply.to ?? '',
        replySubject(submission.summary, salon.name),
        replyLines(reply.text ?? '', submission.answers ?? [], submission.createdAt),
      )
      await mailService(req.payload).send(req.payload, [{ ...mail, submission: id }])
    }
    return Response.json(
      { reply, status: 'answered' },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
