import type { Payload } from 'payload'

import { bookAppointment } from './bookAppointment.server'
import type { BookingChoice } from './bookingChoice'
import type { BookingForm } from './bookingForm'
import { startDeposit } from './deposits/depositPayment.server'
import { mailNewBooking } from './mails/newBookingMail.server'
import { clock } from '@/lib/clock'

/**
 * Books the chosen time and mails the customer and the salon: the normal flow of a booking. A
 * time with a deposit is only held (`awaitingDeposit`) and the visitor is sent to pay
 * (`payAt`); the mails go out once Mollie reports the deposit paid.
 */
export async function bookAndMail(
  payload: Payload,
  choice: BookingChoice,
  form: BookingForm,
  { deposit = true } = {},
) {
  const result = await bookAppointment(payload, choice, form, clock.now(), { deposit })
  if ('status' in result) return result
  const { appointment, key, world } = result
  if (appointment.status === 'awaitingDeposit') {
    const payAt = await startDeposit(payload, appointment, key)
    return 'status' in payAt ? payAt : { ...result, payAt: payAt.url }
  }
  await mailNewBooking(payload, appointment, key, world.settings)
  return { ...result, payAt: null }
}
