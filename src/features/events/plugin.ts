import type { FeaturePlugin } from '@/lib/featureManifest'
import { offerSpamHandling } from '@/contracts/spamReview'
import type { Config, TaskConfig } from 'payload'

import { offerTicketSeller } from '@/contracts/ticketSales'
import { withFeature } from '@/lib/payload/withFeature'

import { EventPlaces } from './collections/eventPlaces'
import { Events } from './collections/events'
import { EventTickets } from './collections/eventTickets'
import { EventWaitlist } from './collections/eventWaitlist'
import { expireEventPagesOnTime } from './eventPagesExpiry.server'
import { releaseExpiredHolds } from './tickets/holdTickets.server'
import { eventsHousekeeping } from './housekeeping.server'
import { ticketSellerService } from './tickets/ticketSeller.server'
import { ticketSpamHandling } from './spamRelease.server'

/**
 * Event pages follow the clock (past events, sale windows), and tickets left in a cart give their
 * places back when the hold runs out: both checked with every queue run.
 */
const expiryTask = (jobsCron: string): TaskConfig => ({
  slug: 'expireEventPages',
  label: 'Veranstaltungsseiten aktualisieren',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [
    { name: 'events', type: 'number' },
    { name: 'holds', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: {
      holds: await releaseExpiredHolds(req.payload),
      events: await expireEventPagesOnTime(req.payload),
    },
  }),
})

/** Attendee data after each event's retention, waiting lists of ended events: hourly. */
const housekeepingTask: TaskConfig = {
  slug: 'eventsHousekeeping',
  label: 'Veranstaltungen aufräumen (Datenschutz)',
  schedule: [{ cron: '23 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'anonymised', type: 'number' },
    { name: 'waitlist', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await eventsHousekeeping(req.payload) }),
}

/** The collections, jobs and admin views of the events feature. */
const eventsConfig = (config: Config, jobsCron: string): Config =>
  withFeature(config, {
    collections: [Events, EventTickets, EventWaitlist, EventPlaces],
    tasks: [expiryTask(jobsCron), housekeepingTask],
    adminViews: {
      eventCheckIn: {
        Component: '@/features/events/admin/CheckInView#CheckInView',
        path: '/einlass',
      },
    },
    navLinks: ['@/features/events/admin/CheckInNavLink#CheckInNavLink'],
  })

/**
 * Events with tickets (docs/events.md): workshops with ticket types, places counted by the
 * database, free registration, tickets with QR codes by mail and as PDF, cancellation by link,
 * a waiting list and the check-in at the door (/admin/einlass).
 */
export const plugin: FeaturePlugin =
  ({ jobsCron }) =>
  (config) =>
    offerSpamHandling(
      offerTicketSeller(eventsConfig(config, jobsCron), ticketSellerService),
      'tickets',
      ticketSpamHandling,
    )
