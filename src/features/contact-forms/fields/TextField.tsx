import type { ReactNode } from 'react'

import styles from '../ContactForm.module.css'
import type { FieldDef } from '../definition'
import { fieldId } from '../fieldIds'
import { Counter, type FieldProps, lengthHint, Required, Wrap } from './parts'

const INPUT_TYPES: Partial<Record<FieldDef['type'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'text',
  date: 'date',
}
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  name: 'name',
  email: 'email',
  telefon: 'tel',
  phone: 'tel',
  website: 'url',
}

type Common = {
  id: string
  name: string
  placeholder: string | undefined
  required: boolean
  'aria-describedby': string | undefined
  className: string | undefined
}

function Control({ field, common }: { field: FieldDef; common: Common }): ReactNode {
  switch (field.type) {
    case 'textarea':
      return <textarea {...common} rows={6} />
    case 'select':
      return (
        <select {...common} defaultValue="">
          <option value="">Bitte wählen …</option>
          {field.options.map((option, index) => (
            <option key={index} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    case 'file':
      return (
        <input
          {...common}
          type="file"
          accept={field.accept.join(',')}
          aria-describedby={`${common.id}-hint`}
        />
      )
    default:
      return (
        <input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? (field.type === 'email' ? 'email' : undefined)}
        />
      )
  }
}

/** Text, e-mail, telephone, address, number, date, multi-line text, selection list and file. */
export function TextField({ field, unitTag }: FieldProps) {
  const id = fieldId(unitTag, field.name)
  const hint = lengthHint(field)
  const hintId = hint ? `${id}-hint` : undefined
  const common: Common = {
    id,
    name: field.name,
    placeholder: field.placeholder || undefined,
    required: field.required,
    'aria-describedby': hintId,
    className: styles.input,
  }
  return (
    <div className={styles.field} data-field="" data-label={field.label}>
      <label htmlFor={id} className={styles.label}>
        {field.label || field.name}
        <Required field={field} />
      </label>
      <Wrap name={field.name}>
        <Control field={field} common={common} />
      </Wrap>
      {field.type === 'file' && (
        <span id={`${id}-hint`} className={styles.hint}>
          {field.accept.map((ext) => ext.replace('.', '').toUpperCase()).join(', ')}, höchstens{' '}
          {Math.round(field.maxFileSizeKb / 102.4) / 10} MB
        </span>
      )}
      {hint && (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      )}
      <Counter field={field} id={id} />
    </div>
  )
}
