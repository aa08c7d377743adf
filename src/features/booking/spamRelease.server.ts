import type { Payload } from 'payload'

import { detailLines, holdAsSpam, type SpamHandling } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'
import { berlinInstant, berlinMinuteOfDay } from '@/lib/berlinTime'
import { formatDate } from '@/lib/format'

import { bookAndMail } from './bookAndMail.server'
import { type BookingChoice, choiceQuery, readChoice, timeText } from './bookingChoice'
import { type BookingForm, readBookingForm } from './bookingForm'

/** „07.01.2030, 10:00 Uhr“ of a choice, as far as it goes. */
const whenOf = (choice: BookingChoice) =>
  choice.date === undefined
    ? 'ohne Tag'
    : choice.minute === undefined
      ? formatDate(berlinInstant(choice.date, 0))
      : `${formatDate(berlinInstant(choice.date, choice.minute))}, ${timeText(choice.minute)} Uhr`

/** A booking whose hidden field was filled: kept for review, claiming no time. */
export async function holdBooking(payload: Payload, choice: BookingChoice, form: BookingForm) {
  const { docs: services } = await payload.find({
    collection: COLLECTIONS.bookingServices,
    where: { id: { in: choice.services } },
    select: { name: true },
    depth: 0,
    overrideAccess: true,
  })
  await holdAsSpam(payload, {
    kind: 'booking',
    reason: 'trap',
    summary: `${form.name}: ${whenOf(choice)}`,
    details: detailLines([
      ['Termin', whenOf(choice)],
      ['Leistungen', services.map((service) => service.name).join(', ')],
      ['Name', form.name],
      ['E-Mail', form.email],
      ['Telefon', form.phone],
      ['Notiz', form.note],
    ]),
    email: form.email,
    data: { choice: choiceQuery(choice).toString(), form },
  })
}

/**
 * A held booking released by the owner: the kept choice and details go through the normal
 * booking, checked again (the time may be gone by now, which the owner then reads).
 */
export const bookingSpamHandling: SpamHandling = {
  release: async (payload, data) => {
    const choice = readChoice(new URLSearchParams(String(data.choice ?? '')))
    const kept = (data.form ?? {}) as Record<string, unknown>
    const fields = new URLSearchParams({ privacy: '1' })
    for (const name of ['name', 'email', 'phone', 'note'])
      fields.set(name, typeof kept[name] === 'string' ? kept[name] : '')
    const { form, errors } = readBookingForm(fields)
    if (Object.keys(errors).length > 0)
      return { released: false, note: `Unvollständige Angaben: ${Object.values(errors).join(' ')}` }
    // The owner releases it, the visitor is not here to pay a deposit: booked without one.
    const result = await bookAndMail(payload, choice, form, { deposit: false })
    if ('status' in result) return { released: false, note: result.notice }
    return {
      released: true,
      note: `Termin am ${formatDate(result.appointment.start)} um ${timeText(berlinMinuteOfDay(result.appointment.start))} Uhr gebucht; ${form.name} wurde per E-Mail benachrichtigt.`,
    }
  },
}
