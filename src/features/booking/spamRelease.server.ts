import type { SpamHandling } from '@/contracts/spamReview'
import { berlinMinuteOfDay } from '@/lib/berlinTime'
import { formatDate } from '@/lib/format'

import { bookAndMail } from './bookingEndpoint.server'
import { readChoice, timeText } from './bookingChoice'
import { readBookingForm } from './bookingForm'

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
    const result = await bookAndMail(payload, choice, form)
    if ('status' in result) return { released: false, note: result.notice }
    return {
      released: true,
      note: `Termin am ${formatDate(result.appointment.start)} um ${timeText(berlinMinuteOfDay(result.appointment.start))} Uhr gebucht; ${form.name} wurde per E-Mail benachrichtigt.`,
    }
  },
}
