import type { Payload } from 'payload'

import { isEmailAddress } from '@/lib/formText'
import { readSalon } from '@/lib/salonMail'

import { replyAddressOf, replySubject } from '../reply/replyMail'
import { ReplyForm, type SentReply } from './ReplyForm.client'

type Answer = { label?: string | null; name?: string | null; value?: string | null }

/**
 * „Antworten“ under the request: the salon's own mail, written here, kept with the request
 * (status „Beantwortet“), with the replies sent so far; the owner's mail program as the second way.
 */
export async function SubmissionReply({
  data,
  payload,
}: {
  payload: Payload
  data?: {
    id?: number
    answers?: Answer[] | null
    summary?: string | null
    replies?: SentReply[] | null
  }
}) {
  const email = replyAddressOf(data?.answers ?? [], isEmailAddress)
  if (!data?.id) return null
  const salon = await readSalon(payload)
  const subject = encodeURIComponent(replySubject(data.summary, salon.name))
  return (
    <ReplyForm
      id={data.id}
      to={email ?? null}
      replies={data.replies ?? []}
      mailProgram={email ? `mailto:${email}?subject=${subject}` : null}
    />
  )
}
