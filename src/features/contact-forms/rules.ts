import type { FieldDef, FormDef } from './definition'
import type { MessageKey } from './messages'

/**
 * The rules a submission must meet. The same module runs in the browser (counters, URL
 * normalisation) and on the server (the verdict), so both always agree.
 */

/** The name of the free-text input that belongs to option `index` of a checkbox/radio group. */
export const freeTextName = (field: string, index: number) => `${field}-free-${index}`

/** Upper bounds that apply even when the owner set no maximum: nothing unbounded is stored. */
export const HARD_MAX_LENGTH = { textarea: 10_000, other: 1_000 } as const

export const maxLengthOf = (field: Pick<FieldDef, 'type' | 'maxLength'>) => {
  const hard = field.type === 'textarea' ? HARD_MAX_LENGTH.textarea : HARD_MAX_LENGTH.other
  return field.maxLength ? Math.min(field.maxLength, hard) : hard
}

/** Length in characters as a person counts them (an emoji is one), not in UTF-16 units. */
export const lengthOf = (value: string) => Array.from(value).length

export type LengthState = 'ok' | 'too-long' | 'too-short'

/** Too short only once something was typed: an empty optional field is not "too short". */
export function lengthState(
  value: string,
  field: Pick<FieldDef, 'type' | 'minLength' | 'maxLength'>,
): LengthState {
  const length = lengthOf(value)
  if (length > maxLengthOf(field)) return 'too-long'
  if (field.minLength && length > 0 && length < field.minLength) return 'too-short'
  return 'ok'
}

/** What a counter shows: the length, or for count-down counters what is left (may go negative). */
export const counterValue = (
  value: string,
  field: Pick<FieldDef, 'type' | 'maxLength' | 'counter'>,
) => (field.counter === 'down' ? maxLengthOf(field) - lengthOf(value) : lengthOf(value))

/** Trimmed; with no scheme but a dot, `https://` is put in front (CONTRACTS.md). */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim()
  if (!trimmed) return trimmed
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed
  return trimmed.includes('.') ? `https://${trimmed}` : trimmed
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/
const TEL = /^\+?[0-9 ()/.-]{5,30}$/
export const isEmail = (value: string) => EMAIL.test(value)
export const isTel = (value: string) => TEL.test(value) && /\d{4,}/.test(value.replace(/\D/g, ''))
export function isUrl(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}
export const isNumber = (value: string) => /^-?\d+([.,]\d+)?$/.test(value)
export function isDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!))
  return date.toISOString().startsWith(value)
}

/** Whether an acceptance box in this state lets the form be sent. */
export const acceptanceMet = (field: Pick<FieldDef, 'acceptanceInverted'>, checked: boolean) =>
  field.acceptanceInverted ? !checked : checked

/** A submission's fields as posted: every value of every name, and the files. */
export type Posted = {
  values: (name: string) => string[]
  files: (name: string) => File[]
}

export type QuizVerdict = 'right' | 'wrong' | 'forged'

export type FieldProblem = { name: string; message: MessageKey }
/** One stored answer: what the owner reads in the admin and in the mail. */
export type Answer = { name: string; label: string; value: string; type: FieldDef['type'] }

export type Verdict = {
  problems: FieldProblem[]
  acceptanceMissing: boolean
  answers: Answer[]
  files: Array<{ field: string; file: File }>
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase()
}

function checkText(field: FieldDef, value: string): MessageKey | null {
  if (!value) return field.required ? 'required' : null
  const state = lengthState(value, field)
  if (state === 'too-long') return 'tooLong'
  if (state === 'too-short') return 'tooShort'
  if (field.type === 'email' && !isEmail(value)) return 'invalidEmail'
  if (field.type === 'tel' && !isTel(value)) return 'invalidTel'
  if (field.type === 'url' && !isUrl(value)) return 'invalidUrl'
  if (field.type === 'number' && !isNumber(value)) return 'invalidNumber'
  if (field.type === 'date' && !isDate(value)) return 'invalidDate'
  return null
}

/** The verdict on a submission. `checkQuiz` knows the secret the quiz hashes are made with. */
export function validateSubmission(
  form: Pick<FormDef, 'fields'>,
  posted: Posted,
  checkQuiz: (field: FieldDef, answer: string, hash: string) => QuizVerdict,
): Verdict {
  const verdict: Verdict = {
    problems: [],
    acceptanceMissing: false,
    answers: [],
    files: [],
  }
  const problem = (field: FieldDef, message: MessageKey) =>
    verdict.problems.push({ name: field.name, message })
  const answer = (field: FieldDef, value: string) =>
    verdict.answers.push({ name: field.name, label: field.label, value, type: field.type })

  for (const field of form.fields) {
    const raw = posted.values(field.name)
    const first = (raw[0] ?? '').trim()
    switch (field.type) {
      case 'select':
      case 'radio':
      case 'checkbox': {
        const chosen = [...new Set(raw.map((value) => value.trim()).filter(Boolean))]
        const known = chosen.every((value) => field.options.some((o) => o.value === value))
        if (!known) problem(field, 'invalidOption')
        else if (chosen.length === 0 && field.required) problem(field, 'required')
        else if (chosen.length > 1 && (field.type !== 'checkbox' || field.exclusive))
          problem(field, 'invalidOption')
        const parts = chosen.map((value) => {
          const index = field.options.findIndex((o) => o.value === value)
          const option = field.options[index]
          const free = option?.freeText
            ? (posted.values(freeTextName(field.name, index))[0] ?? '').trim()
            : ''
          if (lengthOf(free) > HARD_MAX_LENGTH.other) problem(field, 'tooLong')
          return free ? `${value}: ${free}` : value
        })
        answer(field, parts.join(', '))
        break
      }
      case 'acceptance': {
        const checked = raw.some((value) => value !== '')
        if (!field.acceptanceOptional && !acceptanceMet(field, checked))
          verdict.acceptanceMissing = true
        answer(field, checked ? 'ja' : 'nein')
        break
      }
      case 'quiz': {
        const hash = posted.values(`_quiz_answer_${field.name}`)[0] ?? ''
        // As in Contact Form 7: an empty, wrong or unknown answer is a field error on the quiz.
        if (!first || checkQuiz(field, first, hash) !== 'right') problem(field, 'quizWrong')
        break
      }
      case 'file': {
        const files = posted.files(field.name).filter((file) => file.size > 0 || file.name)
        if (files.length === 0) {
          if (field.required) problem(field, 'required')
          break
        }
        const bad = files.find((file) => !field.accept.includes(extensionOf(file.name)))
        if (bad) problem(field, 'fileType')
        else if (files.some((file) => file.size > field.maxFileSizeKb * 1024))
          problem(field, 'fileTooLarge')
        else for (const file of files) verdict.files.push({ field: field.name, file })
        answer(field, files.map((file) => file.name).join(', '))
        break
      }
      case 'hidden': {
        answer(field, (first || field.defaultValue).slice(0, HARD_MAX_LENGTH.other))
        break
      }
      default: {
        const value = field.type === 'url' ? normalizeUrl(first) : first
        const message = checkText(field, value)
        if (message) problem(field, message)
        answer(field, value)
      }
    }
  }
  return verdict
}
