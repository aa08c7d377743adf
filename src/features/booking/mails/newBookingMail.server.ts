import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import type { Appointment, BookingSetting } from '@/payload-types'

import { customerMail, manageUrlOf, readSalon, salonNotice, viewOf } from './bookingMails.server'

/** The customer's confirmation (or request receipt) and the salon's notice of a new booking. */
export async function mailNewBooking(
  payload: Payload,
  appointment: Appointment,
  key: string,
  settings: BookingSetting,
) {
  const salon = await readSalon(payload)
  const manageUrl = manageUrlOf(salon, appointment.id, key)
  try {
    const view = await viewOf(payload, appointment)
    const requested = appointment.status === 'requested'
    const mails = [
      customerMail(requested ? 'requested' : 'booked', view, salon, settings, manageUrl),
      salonNotice(view, salon, requested ? 'Neue Terminanfrage' : 'Neuer Online-Termin'),
    ].filter((mail) => mail !== null)
    await mailService(payload).send(payload, mails)
  } catch (error) {
    payload.logger.error(
      `Appointment ${appointment.id}: mails could not be stored: ${String(error)}`,
    )
  }
}
