import type { Payload } from 'payload'

import {
  continueAt,
  limited,
  namedLimiter,
  readVisitorForm,
  redirectTo,
  refusal,
  refusalAnswer,
  wantsJson,
  heldAnswer,
} from '@/lib/visitorAnswer'

import { bookAndMail } from './bookAndMail.server'
import { choiceUrl, readChoice } from './bookingChoice'
import { readBookingForm } from './bookingForm'
import { BOOKING_PATHS } from './bookingPaths'
import { holdBooking } from './spamRelease.server'

/** A booking form is a few hundred bytes; a kilobyte of note at most. */
export const BOOKING_BODY_LIMIT = 16 * 1024

/** POST /api/booking/appointments: „Termin verbindlich buchen“. */
export async function handleBookingPost(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, namedLimiter('booking-appointments', 20, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, BOOKING_PATHS.start)
  const fields = await readVisitorForm(request, BOOKING_BODY_LIMIT)
  if (!(fields instanceof URLSearchParams))
    return refusalAnswer(request, fields, BOOKING_PATHS.start)
  const choice = readChoice(fields)
  const back = choiceUrl(choice)
  const { form, errors, bot } = readBookingForm(fields)
  if (Object.keys(errors).length > 0)
    return refusalAnswer(
      request,
      refusal(
        400,
        'invalid_fields',
        `Invalid fields: ${Object.keys(errors).join(', ')}.`,
        'Bitte prüfen Sie Ihre Angaben.',
        errors,
      ),
      back,
    )
  // The hidden field filled: kept for the owner's review, claiming no time until released.
  if (bot) {
    await holdBooking(payload, choice, form)
    return heldAnswer(request, BOOKING_PATHS.start)
  }
  const result = await bookAndMail(payload, choice, form)
  if ('status' in result) return refusalAnswer(request, result, back)
  const { appointment, key, payAt } = result
  const location = payAt ?? BOOKING_PATHS.manage(appointment.id, key)
  if (!wantsJson(request))
    return payAt
      ? continueAt(
          payAt,
          'Weiter zur Anzahlung',
          'Ihr Termin ist für 15 Minuten reserviert. Sie werden jetzt zur Bezahlseite von Mollie weitergeleitet.',
        )
      : redirectTo(location)
  return Response.json(
    { id: appointment.id, status: appointment.status, start: appointment.start, location },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}
