import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { claimRow } from '@/lib/payload/claimRow'

import { customerMail, manageUrlOf, readSalon, viewOf } from './bookingMails.server'
import { manageKeyOf } from '../manage/manageKey.server'
import { mayChange } from '../manage/manage.server'
import { clock } from '@/lib/clock'

/**
 * Reminder mails for confirmed appointments that begin within the set time. Each one is taken
 * with a conditional update of `reminder_sent_at` first, so it goes once even when several
 * instances run the queue; cancelled appointments are never reminded.
 */
export async function sendDueReminders(payload: Payload, now = clock.now()): Promise<number> {
  const settings = await payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 })
  const hours = settings.reminderHours ?? 24
  if (hours <= 0) return 0
  const { docs } = await payload.find({
    collection: COLLECTIONS.appointments,
    where: {
      kind: { equals: 'appointment' },
      status: { equals: 'confirmed' },
      reminderSentAt: { exists: false },
      customerEmail: { exists: true },
      start: {
        greater_than: now.toISOString(),
        less_than_equal: new Date(now.getTime() + hours * 3_600_000).toISOString(),
      },
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  const salon = await readSalon(payload)
  let sent = 0
  for (const appointment of docs) {
    const taken = await claimRow(payload, {
      table: 'appointments',
      id: appointment.id,
      expect: { reminder_sent_at: null },
      set: { reminder_sent_at: now.toISOString() },
    })
    if (!taken) continue
    const link = mayChange(appointment, settings, now)
      ? manageUrlOf(salon, appointment.id, manageKeyOf(payload.secret, appointment))
      : undefined
    const mail = customerMail('reminder', await viewOf(payload, appointment), salon, settings, link)
    if (mail) await mailService(payload).send(payload, [mail])
    sent += 1
  }
  return sent
}
