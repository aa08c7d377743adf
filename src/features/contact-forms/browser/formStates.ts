/**
 * The states a form on the page goes through (`data-status` on the `<form>`, spec §4 in
 * docs/spec.md) and how the server's answers map onto them.
 */

export type FormState =
  | 'init'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'submitting'
  | 'resetting'
  | `custom-${string}`

const STATES: Record<string, FormState> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
}

/** The form state for a server status; anything unknown becomes `custom-{slug}`. */
export function stateFor(status: string): FormState {
  const known = STATES[status]
  if (known) return known
  const slug = status
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `custom-${slug || 'unknown'}`
}

/** The event raised for each outcome (prefixed with `contactform:`). */
export const OUTCOME_EVENTS: Partial<Record<FormState, string>> = {
  invalid: 'invalid',
  unaccepted: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  sent: 'mailsent',
  failed: 'mailfailed',
}
export const ERROR_STATES = new Set<FormState>([
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'failed',
])

export type FeedbackResponse = {
  status: string
  message: string
  invalid_fields?: Array<{ into: string; message: string; idref: string | null; error_id: string }>
  posted_data_hash?: string
  quiz?: Record<string, [string, string]>
}

/** German texts for refusals that are not form outcomes. */
export const REFUSALS: Record<string, string> = {
  body_too_large: 'Die Anhänge sind zu groß: zusammen höchstens 5 MB.',
  unsupported_media_type: 'Das Formular konnte nicht gelesen werden.',
  invalid_encoding: 'Die Eingaben enthalten ungültige Zeichen.',
}
