import { isEmailAddress } from '@/lib/formText'

type Answer = { name?: string | null; value?: string | null }

/** „Antworten“: the owner's mail program, addressed to the visitor, with the subject filled in. */
export function SubmissionReply({
  data,
}: {
  data?: { answers?: Answer[] | null; summary?: string | null }
}) {
  const email = (data?.answers ?? [])
    .map((answer) => answer.value?.trim() ?? '')
    .find((value) => isEmailAddress(value))
  if (!email) return null
  const subject = encodeURIComponent(`Ihre Anfrage${data?.summary ? `: ${data.summary}` : ''}`)
  return (
    <p className="field-type">
      <a
        className="btn btn--style-primary btn--size-small"
        href={`mailto:${email}?subject=${subject}`}
      >
        Antworten
      </a>{' '}
      an {email}
    </p>
  )
}
