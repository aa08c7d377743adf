import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import {
  limited,
  namedLimiter,
  readVisitorForm,
  redirectTo,
  refusal,
  refusalAnswer,
  wantsJson,
} from '@/lib/visitorAnswer'

import { bookAppointment } from './bookAppointment.server'
import { choiceUrl, readChoice } from './bookingChoice'
import { readBookingForm } from './bookingForm'
import { customerMail, manageUrlOf, readSalon, salonNotice, viewOf } from './bookingMails.server'
import { BOOKING_PATHS } from './bookingPaths'

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
  // A bot that filled the hidden field learns nothing: the same answer as a person, nothing kept.
  if (bot) {
    payload.logger.info('Booking refused: honeypot filled')
    return wantsJson(request)
      ? Response.json({ status: 'received' }, { status: 201 })
      : redirectTo(BOOKING_PATHS.start)
  }
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
  const result = await bookAppointment(payload, choice, form)
  if ('status' in result) return refusalAnswer(request, result, back)
  const { appointment, key, world } = result
  const salon = await readSalon(payload)
  const manageUrl = manageUrlOf(salon, appointment.id, key)
  try {
    const view = await viewOf(payload, appointment)
    const requested = appointment.status === 'requested'
    const mails = [
      customerMail(requested ? 'requested' : 'booked', view, salon, world.settings, manageUrl),
      salonNotice(view, salon, requested ? 'Neue Terminanfrage' : 'Neuer Online-Termin'),
    ].filter((mail) => mail !== null)
    await mailService(payload).send(payload, mails)
  } catch (error) {
    payload.logger.error(
      `Appointment ${appointment.id}: mails could not be stored: ${String(error)}`,
    )
  }
  const location = BOOKING_PATHS.manage(appointment.id, key)
  if (!wantsJson(request)) return redirectTo(location)
  return Response.json(
    { id: appointment.id, status: appointment.status, start: appointment.start, location },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}
