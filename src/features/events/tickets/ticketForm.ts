import { formLine, formText, isEmailAddress } from '@/lib/formText'
import { privacyError } from '@/lib/privacyConsent'
import { trapFilled } from '@/lib/ui/RobotTrap'

import type { TicketTypeView } from '../eventData.server'

/** What a ticket form posts, read and checked against its ticket type. */
export type TicketOrder = {
  quantity: number
  names: string[]
  email: string
  answers: Array<{ question: string; answer: string }>
}

export type TicketFormResult = {
  order: TicketOrder
  errors: Record<string, string>
  /** The hidden field people never see was filled: a bot. */
  bot: boolean
}

/** The ids the form posts: `event` and `ticketType`, checked by the caller against the database. */
export const readTicketTarget = (fields: URLSearchParams) => ({
  event: Number(fields.get('event')),
  ticketType: formText(fields, 'ticketType', 40),
})

/**
 * Reads a booking of one ticket type: how many (within `limit`), a name per ticket, one e-mail,
 * the owner's questions and the privacy confirmation. Errors are German, one per field.
 */
export function readTicketForm(
  fields: URLSearchParams,
  type: Pick<TicketTypeView, 'questions'>,
  limit: number,
): TicketFormResult {
  const errors: Record<string, string> = {}
  const asked = Number(fields.get('quantity'))
  const quantity = Number.isInteger(asked) ? asked : 0
  if (quantity < 1) errors.quantity = 'Bitte wählen Sie, wie viele Karten Sie möchten.'
  else if (quantity > limit)
    errors.quantity =
      limit === 0
        ? 'Für diese Kartenart ist kein Platz mehr frei.'
        : `Höchstens ${limit} ${limit === 1 ? 'Karte' : 'Karten'} je Buchung.`
  const count = Math.max(0, Math.min(quantity, limit))
  const names = Array.from({ length: count }, (_, index) =>
    formLine(fields, `name-${index + 1}`, 120),
  )
  names.forEach((name, index) => {
    if (name.length < 2)
      errors[`name-${index + 1}`] = `Bitte den Namen für Karte ${index + 1} angeben.`
  })
  const email = formText(fields, 'email', 254).toLowerCase()
  if (!isEmailAddress(email)) errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse an.'
  const answers = type.questions.map((entry, index) => {
    const answer = formText(fields, `answer-${index + 1}`, 500)
    if (entry.required && !answer)
      errors[`answer-${index + 1}`] = `Bitte beantworten Sie: ${entry.question}`
    return { question: entry.question, answer }
  })
  const privacy = privacyError(fields)
  if (privacy) errors.privacy = privacy
  return {
    order: { quantity: count, names, email, answers },
    errors,
    bot: trapFilled(fields),
  }
}

/** The waiting list's form: a name and an e-mail. */
export function readWaitlistForm(fields: URLSearchParams) {
  const errors: Record<string, string> = {}
  const name = formLine(fields, 'name', 120)
  const email = formText(fields, 'email', 254).toLowerCase()
  if (name.length < 2) errors.name = 'Bitte geben Sie Ihren Namen an.'
  if (!isEmailAddress(email)) errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse an.'
  const privacy = privacyError(fields)
  if (privacy) errors.privacy = privacy
  return { name, email, errors, bot: trapFilled(fields) }
}
