import { csvDocument } from '@/lib/csv'
import type { ContactForm, FormSubmission } from '@/payload-types'

/** A stored submission as the export reads it: the form's title is enough. */
type Row = Pick<FormSubmission, 'createdAt' | 'answers'> & {
  form?: number | Pick<ContactForm, 'id' | 'title'> | null
}

/**
 * Submissions as CSV for German spreadsheet programs: semicolons, a BOM so UTF-8 is detected,
 * one column per field name across all rows.
 */
export function submissionsCsv(rows: Row[]): string {
  const columns = new Map<string, string>()
  for (const row of rows)
    for (const answer of row.answers ?? [])
      if (answer.name && !columns.has(answer.name))
        columns.set(answer.name, answer.label || answer.name)
  const header = ['Eingegangen', 'Formular', ...columns.values()]
  const lines = rows.map((row) => {
    const values = new Map((row.answers ?? []).map((answer) => [answer.name, answer.value ?? '']))
    const form =
      typeof row.form === 'object' && row.form
        ? (row.form.title ?? String(row.form.id))
        : String(row.form ?? '')
    return [
      new Date(row.createdAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
      form,
      ...[...columns.keys()].map((name) => values.get(name) ?? ''),
    ]
  })
  return csvDocument([header, ...lines])
}
