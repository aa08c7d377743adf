import 'server-only'

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

import type { FieldDef, FormDef } from '../definition'
import type { QuizVerdict } from './validateSubmission'

/**
 * A quiz question is identified by an HMAC of the form, field and question, so the page can carry
 * it in a hidden field without revealing the answer, and a made-up identity is recognised as a bot.
 */
export const questionHash = (secret: string, formId: number, field: string, question: string) =>
  createHmac('sha256', secret)
    .update(`quiz|${formId}|${field}|${question}`)
    .digest('base64url')
    .slice(0, 32)

/** Case, spacing and surrounding punctuation do not matter; `|` separates accepted answers. */
const normalise = (answer: string) =>
  answer
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[.!?"'„“]+|[.!?"'„“]+$/g, '')

export function checkQuizAnswer(
  secret: string,
  formId: number,
  field: Pick<FieldDef, 'name' | 'quiz'>,
  answer: string,
  hash: string,
): QuizVerdict {
  const pair = field.quiz.find((candidate) => {
    const expected = Buffer.from(questionHash(secret, formId, field.name, candidate.question))
    const given = Buffer.from(hash)
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!pair) return 'forged'
  const accepted = pair.answer.split('|').map(normalise).filter(Boolean)
  return accepted.includes(normalise(answer)) ? 'right' : 'wrong'
}

/** A random question per quiz field: `{name: [question, hash]}` (the refill answer's `quiz`). */
export function drawQuiz(
  secret: string,
  form: Pick<FormDef, 'id' | 'fields'>,
  pick: (count: number) => number = randomInt,
): Record<string, [string, string]> | undefined {
  const entries = form.fields
    .filter((field) => field.type === 'quiz' && field.quiz.length > 0)
    .map((field) => {
      const pair = field.quiz[pick(field.quiz.length)]!
      return [field.name, [pair.question, questionHash(secret, form.id, field.name, pair.question)]]
    })
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/**
 * The identities of the questions a rendered (and cached) form shows: the first of each quiz
 * field. Computed here so that no component ever holds the secret.
 */
export function shownQuizHashes(form: Pick<FormDef, 'id' | 'fields'>): Record<string, string> {
  const secret = env().payloadSecret
  return Object.fromEntries(
    form.fields
      .filter((field) => field.type === 'quiz' && field.quiz.length > 0)
      .map((field) => [
        field.name,
        questionHash(secret, form.id, field.name, field.quiz[0]!.question),
      ]),
  )
}
