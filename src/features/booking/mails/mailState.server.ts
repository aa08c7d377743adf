import type { Payload } from 'payload'

import { latestMailState, type MailState } from '@/lib/mailState'
import type { Appointment } from '@/payload-types'

import { whenText } from './bookingMails.server'

export type { MailState }

/** The latest mail about an appointment, found by its address and its time in the subject. */
export async function appointmentMailState(
  payload: Payload,
  appointment: Appointment,
): Promise<MailState> {
  if (!appointment.customerEmail) return 'none'
  return latestMailState(payload, appointment.customerEmail, whenText(appointment.start))
}
