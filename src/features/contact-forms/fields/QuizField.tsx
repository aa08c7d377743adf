import styles from '../ContactForm.module.css'
import { fieldId } from '../fieldIds'
import { quizHashName } from '../wireNames'
import { type FieldProps, Wrap } from './parts'

/**
 * The quiz: the first question in the cached page, replaced by a fresh one when the script runs.
 * The hidden input names the question shown; the answer never leaves the server.
 */
export function QuizField({ field, unitTag, quizHash }: FieldProps) {
  const pair = field.quiz[0]
  if (!pair || !quizHash) return null
  const id = fieldId(unitTag, field.name)
  return (
    <div className={styles.field} data-field="" data-label="Kontrollfrage">
      <label htmlFor={id} className={styles.label}>
        {field.label && <span className={styles.quizIntro}>{field.label} </span>}
        <span data-quiz-question={field.name}>{pair.question}</span>
        <span aria-hidden="true"> *</span>
      </label>
      <Wrap name={field.name}>
        <input
          type="text"
          id={id}
          name={field.name}
          autoComplete="off"
          required
          maxLength={100}
          className={styles.input}
        />
        <input type="hidden" name={quizHashName(field.name)} value={quizHash} />
      </Wrap>
    </div>
  )
}
