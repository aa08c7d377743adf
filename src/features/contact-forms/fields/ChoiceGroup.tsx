import styles from '../ContactForm.module.css'
import { fieldId } from '../fieldIds'
import { freeTextName } from '../rules'
import { type FieldProps, Required } from './parts'

/** Checkbox and radio groups; an option may carry a free-text input, enabled with it. */
export function ChoiceGroup({ field, unitTag }: FieldProps) {
  return (
    <fieldset className={styles.group} data-field="" data-label={field.label}>
      <legend className={styles.label}>
        {field.label}
        <Required field={field} />
      </legend>
      <span
        className={styles.wrap}
        data-field-wrap={field.name}
        data-exclusive={field.type === 'checkbox' && field.exclusive ? '' : undefined}
      >
        {field.options.map((option, index) => {
          const optionId = fieldId(unitTag, `${field.name}-${index}`)
          return (
            <span key={index} className={styles.option}>
              <input
                type={field.type}
                id={optionId}
                name={field.name}
                value={option.value}
                required={field.type === 'radio' && field.required}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.freeText && (
                <input
                  type="text"
                  className={styles.freeText}
                  name={freeTextName(field.name, index)}
                  data-free-text-for={optionId}
                  aria-label={`${option.label}: eigene Angabe`}
                  maxLength={1000}
                />
              )}
            </span>
          )
        })}
      </span>
    </fieldset>
  )
}
