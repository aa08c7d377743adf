import { offerSpamHandling } from '@/contracts/spamReview'
import type { Plugin, TaskConfig } from 'payload'

import { AppointmentClaims } from './collections/appointmentClaims'
import { Appointments } from './collections/appointments'
import { BookingServices } from './collections/bookingServices'
import { BookingSettings } from './collections/bookingSettings'
import { StaffMembers } from './collections/staffMembers'
import { bookingHousekeeping } from './housekeeping.server'
import { sendDueReminders } from './mails/reminders.server'
import { bookingSpamHandling } from './spamRelease.server'

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
 * absences, appointments whose time the database holds once, and the „Terminbuchung“ rules.
 */
export const bookingFeature =
  ({ jobsCron }: { jobsCron: string }): Plugin =>
  (config) => ({
    ...offerSpamHandling(config, 'booking', bookingSpamHandling),
    jobs: {
      ...config.jobs,
      tasks: [...(config.jobs?.tasks ?? []), reminderTask(jobsCron), housekeepingTask],
    },
    collections: [
      ...(config.collections ?? []),
      BookingServices,
      StaffMembers,
      Appointments,
      AppointmentClaims,
    ],
    globals: [...(config.globals ?? []), BookingSettings],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          bookingCalendar: {
            Component: '@/features/booking/admin/CalendarView#CalendarView',
            path: '/kalender',
          },
        },
        beforeNavLinks: [
          ...(config.admin?.components?.beforeNavLinks ?? []),
          '@/features/booking/admin/CalendarNavLink#CalendarNavLink',
        ],
      },
    },
  })
