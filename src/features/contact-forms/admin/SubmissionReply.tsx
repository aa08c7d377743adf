type Answer = { name?: string | null; value?: string | null }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** „Antworten“: the owner's mail program, addressed to the visitor, with the subject filled in. */
export function SubmissionReply({
  data,
}: {
  data?: { answers?: Answer[] | null; summary?: string | null }
}) {
  const email = (data?.answers ?? [])
    .map((answer) => answer.value?.trim() ?? '')
    .find((value) => EMAIL.test(value))
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
