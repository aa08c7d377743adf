import type { ContactForm } from '@/payload-types'

import { type FormMessages, messagesOf } from './messages'

export const FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'file',
  'hidden',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export type FieldOption = { label: string; value: string; freeText: boolean }
export type QuizPair = { question: string; answer: string }

/** One field of a form, with every setting defaulted: what rendering and validation read. */
export type FieldDef = {
  type: FieldType
  name: string
  label: string
  required: boolean
  placeholder: string
  minLength: number | null
  maxLength: number | null
  counter: 'none' | 'up' | 'down'
  options: FieldOption[]
  exclusive: boolean
  acceptanceOptional: boolean
  acceptanceInverted: boolean
  quiz: QuizPair[]
  accept: string[]
  maxFileSizeKb: number
  defaultValue: string
}

export type FormDef = {
  id: number
  title: string
  fields: FieldDef[]
  messages: FormMessages
  submitLabel: string
  minFillSeconds: number
}

/** Sent as `_form_version`: the version of this form implementation. */
export const FORM_VERSION = '1.0'
export const FORM_LOCALE = 'de_DE'
export const DEFAULT_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png']
export const DEFAULT_MAX_FILE_KB = 2048

type StoredQuizPair = NonNullable<StoredFieldDoc['quiz']>[number]
type StoredFieldDoc = NonNullable<ContactForm['fields']>[number]
/** A stored field; visitors' reads lack the quiz answers (field access hides them). */
type StoredField = Omit<StoredFieldDoc, 'quiz'> & { quiz?: Partial<StoredQuizPair>[] | null }

/** What a form definition is read from: the stored document, as the generated types have it. */
export type StoredForm = Pick<ContactForm, 'id' | 'title' | 'messages' | 'submitLabel' | 'spam'> & {
  fields?: StoredField[] | null
}

const text = (value: string | null | undefined) => value ?? ''
const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/** The stored form (a Payload document) as the defaulted definition the rest works with. */
export function toFormDef(doc: StoredForm): FormDef {
  return {
    id: Number(doc.id),
    title: doc.title,
    messages: messagesOf(doc.messages),
    submitLabel: doc.submitLabel?.trim() || 'Senden',
    minFillSeconds: positive(doc.spam?.minFillSeconds) ?? 3,
    fields: (doc.fields ?? []).map(toFieldDef),
  }
}

function toFieldDef(raw: StoredField): FieldDef {
  const accept = text(raw.accept)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  return {
    // A type from an older version of the form editor is shown as a text field.
    type: FIELD_TYPES.includes(raw.type) ? raw.type : 'text',
    name: raw.name,
    label: text(raw.label),
    required: Boolean(raw.required),
    placeholder: text(raw.placeholder),
    minLength: positive(raw.minLength),
    maxLength: positive(raw.maxLength),
    counter: raw.counter === 'up' || raw.counter === 'down' ? raw.counter : 'none',
    options: (raw.options ?? []).map((option) => ({
      label: option.label,
      value: text(option.value) || option.label,
      freeText: Boolean(option.freeText),
    })),
    exclusive: Boolean(raw.exclusive),
    acceptanceOptional: Boolean(raw.acceptanceOptional),
    acceptanceInverted: Boolean(raw.acceptanceInverted),
    quiz: (raw.quiz ?? [])
      .map((pair) => ({ question: text(pair.question), answer: text(pair.answer) }))
      // Visitors' reads carry no answers (field access): a question is enough to show it.
      .filter((pair) => pair.question),
    accept: accept.length > 0 ? accept : DEFAULT_ACCEPT,
    maxFileSizeKb: positive(raw.maxFileSizeKb) || DEFAULT_MAX_FILE_KB,
    defaultValue: text(raw.defaultValue),
  }
}
