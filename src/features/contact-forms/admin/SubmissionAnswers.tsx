import { withoutLinkMarks } from '../linkMarks'

type Answer = { label?: string | null; name?: string | null; value?: string | null }

/**
 * What the visitor sent, as a letter reads: each field's label and the answer, line breaks kept;
 * not a column of greyed-out inputs.
 */
export function SubmissionAnswers({ data }: { data?: { answers?: Answer[] | null } }) {
  const answers = (data?.answers ?? []).filter((answer) => answer.value?.trim())
  if (answers.length === 0) return null
  return (
    <dl className="field-type" data-submission-answers style={{ marginBottom: '2rem' }}>
      {answers.map((answer, index) => (
        <div key={`${answer.name}-${index}`} style={{ marginBottom: '0.75rem' }}>
          <dt style={{ fontWeight: 600 }}>{withoutLinkMarks(answer.label || answer.name || '')}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.value}</dd>
        </div>
      ))}
    </dl>
  )
}
