import type { ReactNode } from 'react'

import styles from '../ContactForm.module.css'
import type { FieldDef } from '../definition'
import { LINK_MARK } from '../linkMarks'
import { maxLengthOf } from '../rules'

export type FieldProps = {
  field: FieldDef
  /** Ids in the form are built from it, so two copies of one form on a page stay apart. */
  unitTag: string
  /** The identity of the quiz question shown (quiz fields only), made on the server. */
  quizHash?: string
}

/** Acceptance texts may link a page: `[Datenschutzerklärung](/datenschutz)`. Only site paths. */
export function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(new RegExp(LINK_MARK.source, 'g'))) {
    parts.push(text.slice(last, match.index))
    parts.push(
      <a key={match.index} href={match[2]}>
        {match[1]}
      </a>,
    )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}

export function Required({ field }: { field: FieldDef }) {
  return field.required ? (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> (Pflichtfeld)</span>
    </span>
  ) : null
}

export function Counter({ field, id }: { field: FieldDef; id: string }) {
  if (field.counter === 'none') return null
  const max = maxLengthOf(field)
  return (
    <span
      className={styles.counter}
      data-counter=""
      data-for={id}
      data-direction={field.counter}
      data-max={max}
      data-min={field.minLength ?? undefined}
      aria-hidden="true"
    >
      {field.counter === 'down' ? (
        <>
          noch <span data-count="">{max}</span> Zeichen
        </>
      ) : (
        <>
          <span data-count="">0</span> / {max} Zeichen
        </>
      )}
    </span>
  )
}

export function lengthHint(field: FieldDef): string | null {
  if (field.counter === 'none' && !field.maxLength && !field.minLength) return null
  const parts = []
  if (field.minLength) parts.push(`mindestens ${field.minLength}`)
  if (field.maxLength || field.counter !== 'none') parts.push(`höchstens ${maxLengthOf(field)}`)
  return `${parts.join(', ')} Zeichen`
}

/** The span a client finds a field's tips in (`invalid_fields[].into`). */
export function Wrap({ name, children }: { name: string; children: ReactNode }) {
  return (
    <span className={styles.wrap} data-field-wrap={name}>
      {children}
    </span>
  )
}
