import styles from '../ContactForm.module.css'
import { fieldId } from '../fieldIds'
import { type FieldProps, withLinks, Wrap } from './parts'

/** The consent box: required unless optional or inverted; its text may link a page. */
export function AcceptanceField({ field, unitTag }: FieldProps) {
  const id = fieldId(unitTag, field.name)
  return (
    <div className={styles.acceptance} data-field="" data-label="Einwilligung">
      <Wrap name={field.name}>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          value="1"
          data-acceptance=""
          data-optional={field.acceptanceOptional ? '' : undefined}
          data-inverted={field.acceptanceInverted ? '' : undefined}
          required={!field.acceptanceOptional && !field.acceptanceInverted}
        />
        <label htmlFor={id}>{withLinks(field.label)}</label>
      </Wrap>
    </div>
  )
}
