import { isEmailAddress } from '@/lib/formText'
import { privacyError } from '@/lib/privacyConsent'
import { trapFilled } from '@/lib/ui/RobotTrap'

/** The visitor's details in the last step, as the form posts them. */
export type BookingForm = {
  name: string
  email: string
  phone: string
  note: string
}

const PHONE = /^\+?[0-9 ()/.-]{5,30}$/

/** Control characters other than line breaks and tabs never belong in a name or a note. */
const printable = (value: string) =>
  [...value].filter((char) => char >= ' ' || char === '\n' || char === '\t').join('')

const text = (fields: URLSearchParams, name: string, max: number) =>
  printable(fields.get(name) ?? '')
    .trim()
    .slice(0, max)

/**
 * Reads and checks the details; `errors` holds a German message per field. A filled honeypot
 * (`website`, hidden from people) marks a bot: the caller answers as if booked and stores nothing.
 */
export function readBookingForm(fields: URLSearchParams): {
  form: BookingForm
  errors: Record<string, string>
  bot: boolean
} {
  const form = {
    name: text(fields, 'name', 120).replace(/\s+/g, ' '),
    email: text(fields, 'email', 254).toLowerCase(),
    phone: text(fields, 'phone', 40),
    note: text(fields, 'note', 1000),
  }
  const errors: Record<string, string> = {}
  if (form.name.length < 2) errors.name = 'Bitte geben Sie Ihren Namen an.'
  if (!isEmailAddress(form.email)) errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse an.'
  if (!PHONE.test(form.phone) || form.phone.replace(/\D/g, '').length < 5)
    errors.phone = 'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen.'
  const privacy = privacyError(fields)
  if (privacy) errors.privacy = privacy
  return { form, errors, bot: trapFilled(fields) }
}
