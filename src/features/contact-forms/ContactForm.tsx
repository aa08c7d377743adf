import type { ReactNode } from 'react'

import { env } from '@/lib/env'
import { island } from '@/lib/islands'
import type { ContactFormBlock } from '@/payload-types'

import styles from './ContactForm.module.css'
import {
  type FieldDef,
  FORM_LOCALE,
  FORM_VERSION,
  HONEYPOT_NAME,
  SUBMIT_NAME,
  quizHashName,
  STARTED_NAME,
  toFormDef,
} from './definition'
import { fieldId } from './fieldIds'
import { questionHash } from './quiz.server'
import { freeTextName, maxLengthOf } from './rules'

/** Acceptance texts may link a page: `[Datenschutzerklärung](/datenschutz)`. Only site paths. */
function withLinks(text: string): ReactNode[] {
  return text.split(/(\[[^\]]+\]\(\/[^)\s]*\))/).map((part, index) => {
    const link = /^\[([^\]]+)\]\((\/[^)\s]*)\)$/.exec(part)
    return link ? (
      <a key={index} href={link[2]}>
        {link[1]}
      </a>
    ) : (
      part
    )
  })
}

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

function Required({ field }: { field: FieldDef }) {
  return field.required ? (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> (Pflichtfeld)</span>
    </span>
  ) : null
}

function Counter({ field, id }: { field: FieldDef; id: string }) {
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

function lengthHint(field: FieldDef): string | null {
  if (field.counter === 'none' && !field.maxLength && !field.minLength) return null
  const parts = []
  if (field.minLength) parts.push(`mindestens ${field.minLength}`)
  if (field.maxLength || field.counter !== 'none') parts.push(`höchstens ${maxLengthOf(field)}`)
  return `${parts.join(', ')} Zeichen`
}

function Field({
  field,
  unitTag,
  secret,
  formId,
}: {
  field: FieldDef
  unitTag: string
  secret: string
  formId: number
}) {
  const id = fieldId(unitTag, field.name)
  const wrap = (children: ReactNode) => (
    <span className={styles.wrap} data-field-wrap={field.name}>
      {children}
    </span>
  )
  const label = (
    <label htmlFor={id} className={styles.label}>
      {field.label || field.name}
      <Required field={field} />
    </label>
  )
  switch (field.type) {
    case 'hidden':
      return <input type="hidden" name={field.name} value={field.defaultValue} />
    case 'checkbox':
    case 'radio':
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
    case 'acceptance':
      return (
        <div className={styles.acceptance} data-field="" data-label="Einwilligung">
          {wrap(
            <>
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
            </>,
          )}
        </div>
      )
    case 'quiz': {
      const pair = field.quiz[0]
      if (!pair) return null
      return (
        <div className={styles.field} data-field="" data-label="Kontrollfrage">
          <label htmlFor={id} className={styles.label}>
            {field.label && <span className={styles.quizIntro}>{field.label} </span>}
            <span data-quiz-question={field.name}>{pair.question}</span>
            <span aria-hidden="true"> *</span>
          </label>
          {wrap(
            <>
              <input
                type="text"
                id={id}
                name={field.name}
                autoComplete="off"
                required
                maxLength={100}
                className={styles.input}
              />
              <input
                type="hidden"
                name={quizHashName(field.name)}
                value={questionHash(secret, formId, field.name, pair.question)}
              />
            </>,
          )}
        </div>
      )
    }
    default: {
      const hint = lengthHint(field)
      const hintId = hint ? `${id}-hint` : undefined
      const common = {
        id,
        name: field.name,
        placeholder: field.placeholder || undefined,
        required: field.required,
        'aria-describedby': hintId,
        className: styles.input,
      }
      let control: ReactNode
      if (field.type === 'textarea') control = <textarea {...common} rows={6} />
      else if (field.type === 'select')
        control = (
          <select {...common} defaultValue="">
            <option value="">Bitte wählen …</option>
            {field.options.map((option, index) => (
              <option key={index} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      else if (field.type === 'file')
        control = (
          <input
            {...common}
            type="file"
            accept={field.accept.join(',')}
            aria-describedby={`${id}-hint`}
          />
        )
      else
        control = (
          <input
            {...common}
            type={INPUT_TYPES[field.type] ?? 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            autoComplete={
              AUTOCOMPLETE[field.name] ?? (field.type === 'email' ? 'email' : undefined)
            }
          />
        )
      return (
        <div className={styles.field} data-field="" data-label={field.label}>
          {label}
          {wrap(control)}
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
  }
}

/** The Contact form block: a complete, script-free form that a small island enhances. */
export function ContactForm({ block, pageId }: { block: ContactFormBlock; pageId?: number }) {
  if (!block.form || typeof block.form !== 'object') return null
  const form = toFormDef(block.form)
  const unitTag = `cf-f${form.id}-p${pageId ?? 0}-${(block.id ?? 'x').slice(-6)}`
  const secret = env().payloadSecret
  const titleId = `${unitTag}-title`
  return (
    <section id={block.anchor ?? undefined} className={styles.section}>
      {block.heading && <h2 id={titleId}>{block.heading}</h2>}
      <div
        className={styles.contactForm}
        id={unitTag}
        data-contact-form=""
        {...island('contact-form', 'visible')}
      >
        <div className="visually-hidden" data-sr-response="">
          <p role="status" aria-live="polite" aria-atomic="true" />
          <ul />
        </div>
        <form
          action={`/api/contact/v1/contact-forms/${form.id}/feedback`}
          method="post"
          encType="multipart/form-data"
          data-status="init"
          className={styles.form}
          aria-labelledby={block.heading ? titleId : undefined}
          aria-label={block.heading ? undefined : form.title}
        >
          <div hidden>
            <input type="hidden" name="_form_id" value={form.id} />
            <input type="hidden" name="_form_version" value={FORM_VERSION} />
            <input type="hidden" name="_form_locale" value={FORM_LOCALE} />
            <input type="hidden" name="_form_unit_tag" value={unitTag} />
            <input type="hidden" name="_form_container_post" value={pageId ?? 0} />
            {/* The script stamps when the visitor started; a post without script carries 0. */}
            <input type="hidden" name={STARTED_NAME} value={0} />
          </div>
          {/* A field people never see or reach; bots that fill every field give themselves away. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              Bitte leer lassen
              <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p className={styles.legend}>
            Felder mit <span aria-hidden="true">*</span>
            <span className="visually-hidden">Sternchen</span> sind Pflichtfelder.
          </p>
          {form.fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              unitTag={unitTag}
              secret={secret}
              formId={form.id}
            />
          ))}
          <div className={styles.actions}>
            <button
              type="submit"
              name={SUBMIT_NAME}
              value={form.submitLabel}
              className={styles.submit}
              data-submit=""
            >
              {form.submitLabel}
            </button>
            <span className={styles.spinner} aria-hidden="true" />
          </div>
          <div className={styles.response} data-response-output="" hidden />
        </form>
      </div>
    </section>
  )
}
