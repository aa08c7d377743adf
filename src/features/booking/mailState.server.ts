import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { Appointment } from '@/payload-types'

import { whenText } from './bookingMails.server'

/** Where the latest mail about an appointment is: sent, on its way (retried), or only stored. */
export type MailState = 'sent' | 'queued' | 'stored' | 'none'

/** Read from the outbox, so the page never says „gesendet“ of a mail still waiting. */
export async function appointmentMailState(
  payload: Payload,
  appointment: Appointment,
): Promise<MailState> {
  if (!appointment.customerEmail) return 'none'
  const { docs } = await payload.find({
    collection: COLLECTIONS.mailOutbox,
    where: {
      and: [
        { to: { equals: appointment.customerEmail } },
        { subject: { contains: whenText(appointment.start) } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  if (docs.length === 0) return 'none'
  const status = docs[0]!.status
  return status === 'sent' ? 'sent' : status === 'queued' ? 'queued' : 'stored'
}
