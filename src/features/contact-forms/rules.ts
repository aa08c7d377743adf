import type { FieldDef } from './definition'

/**
 * The rules the browser and the server share (lengths, counters, URL normalisation, consent), so
 * both always agree. The verdict on a submission is validateSubmission.ts, on the server.
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

/** Trimmed; with no scheme but a dot, `https://` is put in front (docs/contracts.md). */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim()
  if (!trimmed) return trimmed
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed
  return trimmed.includes('.') ? `https://${trimmed}` : trimmed
}

/** Whether an acceptance box in this state lets the form be sent. */
export const acceptanceMet = (field: Pick<FieldDef, 'acceptanceInverted'>, checked: boolean) =>
  field.acceptanceInverted ? !checked : checked
