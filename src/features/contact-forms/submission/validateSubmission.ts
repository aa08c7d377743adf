import type { FieldDef, FormDef } from '../definition'
import { isDate, isEmail, isNumber, isTel, isUrl } from '../fieldFormats'
import type { MessageKey } from '../messages'
import { withoutLinkMarks } from '../linkMarks'
import {
  acceptanceMet,
  freeTextName,
  HARD_MAX_LENGTH,
  lengthOf,
  lengthState,
  normalizeUrl,
} from '../rules'
import { quizHashName } from '../wireNames'

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
    verdict.answers.push({
      name: field.name,
      label: withoutLinkMarks(field.label),
      value,
      type: field.type,
    })

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
        const hash = posted.values(quizHashName(field.name))[0] ?? ''
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
