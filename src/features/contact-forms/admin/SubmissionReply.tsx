import { isEmailAddress } from '@/lib/formText'

import { replyAddressOf, replySubject } from '../reply/replyMail'
import { ReplyForm, type SentReply } from './ReplyForm.client'

type Answer = { label?: string | null; name?: string | null; value?: string | null }

/**
 * „Antworten“ under the request: the salon's own mail, written here, kept with the request
 * (status „Beantwortet“), with the replies sent so far; the owner's mail program as the second way.
 */
export function SubmissionReply({
  data,
}: {
  data?: {
    id?: number
    answers?: Answer[] | null
    summary?: string | null
    replies?: SentReply[] | null
  }
}) {
  const email = replyAddressOf(data?.answers ?? [], isEmailAddress)
  if (!data?.id) return null
  const subject = encodeURIComponent(replySubject(data.summary, 'uns'))
  return (
    <ReplyForm
      id={data.id}
      to={email ?? null}
      replies={data.replies ?? []}
      mailProgram={email ? `mailto:${email}?subject=${subject}` : null}
    />
  )
}
