import type { SpamReason } from '@/contracts/spamReview'

import type { FormDef } from '../definition'
import { HONEYPOT_NAME, STARTED_NAME } from '../wireNames'

/**
 * The fill-time check. The form's script writes the time it was shown into `_form_started`; the
 * cached HTML holds 0. A post with 0 either skipped the script (a bot replaying the HTML) or came
 * from a visitor without JavaScript: only a form with a quiz, which such a visitor must answer
 * right before anything is sent, lets that through.
 */
function filledByPerson(form: FormDef, data: FormData, now: number): boolean {
  const started = Number(data.get(STARTED_NAME) ?? Number.NaN)
  if (!Number.isFinite(started) || started < 0) return false
  if (started === 0) return form.fields.some((field) => field.type === 'quiz')
  return started <= now + 60_000 && now - started >= form.minFillSeconds * 1000
}

/** What no person filling in the form produces: the honeypot filled, or no plausible fill time. */
export function spamSignal(form: FormDef, data: FormData, now: number): SpamReason | null {
  const honeypot = data.get(HONEYPOT_NAME)
  if (typeof honeypot === 'string' && honeypot !== '') return 'trap'
  return filledByPerson(form, data, now) ? null : 'fill_time'
}
