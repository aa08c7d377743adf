import type { FeaturePlugin } from '@/lib/featureManifest'
import { offerPaymentHandling } from '@/contracts/onlinePayments'
import { offerSpamHandling } from '@/contracts/spamReview'
import { oneAtATime } from '@/lib/oneAtATime'
import type { TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'
import { withSiteSettings } from '@/lib/payload/withSiteSettings'

import { outsideHoursField } from './admin/outsideHoursField'

import { AppointmentClaims } from './collections/appointmentClaims'
import { Appointments } from './collections/appointments'
import { BookingServices } from './collections/bookingServices'
import { BookingSettings } from './collections/bookingSettings'
import { StaffMembers } from './collections/staffMembers'
import { bookingHousekeeping } from './housekeeping.server'
import { sendDueReminders } from './mails/reminders.server'
import { bookingSpamHandling } from './spamRelease.server'
import { bookingPaymentHandling, releaseUnpaidDeposits } from './deposits/depositPayment.server'

/** Reminder mails: checked with the job queue's every run (every minute). */
const reminderTask = (jobsCron: string): TaskConfig => ({
  slug: 'sendAppointmentReminders',
  label: 'Terminerinnerungen senden',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => {
    const sent = await sendDueReminders(req.payload)
    if (sent > 0) req.payload.logger.info(`Booking: ${sent} reminder mails stored`)
    return { output: { sent } }
  },
})

/** Times held for a deposit that was not paid within 15 minutes are freed. */
const depositHoldTask = (jobsCron: string): TaskConfig => ({
  slug: 'releaseUnpaidDeposits',
  label: 'Nicht bezahlte Anzahlungen freigeben',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({
    output: {
      released: await oneAtATime(req.payload, 'booking:deposits', () =>
        releaseUnpaidDeposits(req.payload),
      ),
    },
  }),
})

/** Data deletion after the retention time and freeing claims of failed saves: hourly. */
const housekeepingTask: TaskConfig = {
  slug: 'bookingHousekeeping',
  label: 'Terminbuchung aufräumen (Datenschutz)',
  schedule: [{ cron: '7 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'anonymised', type: 'number' },
    { name: 'orphans', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await bookingHousekeeping(req.payload) }),
}

/**
 * Online appointment booking (docs/booking.md): bookable services, the team's working hours and
 * absences, appointments whose time the database holds once, and the „Buchungseinstellungen“ rules.
 */
export const plugin: FeaturePlugin =
  ({ jobsCron }) =>
  (config) =>
    withFeature(
      // Where the owner closes a day: what that leaves booked, before the week's fields.
      withSiteSettings(
        'Öffnungszeiten',
        [outsideHoursField],
        'start',
      )(
        offerPaymentHandling(
          offerSpamHandling(config, 'booking', bookingSpamHandling),
          'booking',
          bookingPaymentHandling,
        ),
      ),
      {
        collections: [BookingServices, StaffMembers, Appointments, AppointmentClaims],
        globals: [BookingSettings],
        tasks: [reminderTask(jobsCron), housekeepingTask, depositHoldTask(jobsCron)],
        adminViews: {
          bookingCalendar: {
            Component: '@/features/booking/admin/CalendarView#CalendarView',
            path: '/kalender',
          },
        },
        navLinks: ['@/features/booking/admin/CalendarNavLink#CalendarNavLink'],
      },
    )
