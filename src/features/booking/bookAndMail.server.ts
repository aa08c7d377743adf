import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'

import { bookAppointment } from './bookAppointment.server'
import type { BookingChoice } from './bookingChoice'
import type { BookingForm } from './bookingForm'
import {
  customerMail,
  manageUrlOf,
  readSalon,
  salonNotice,
  viewOf,
} from './mails/bookingMails.server'

/** Books the chosen time and mails the customer and the salon: the normal flow of a booking. */
export async function bookAndMail(payload: Payload, choice: BookingChoice, form: BookingForm) {
  const result = await bookAppointment(payload, choice, form)
  if ('status' in result) return result
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
  return result
}
