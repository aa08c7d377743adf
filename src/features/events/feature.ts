import type { FeatureManifest } from '@/lib/featureManifest'

/** Events with tickets, places, the door and a waiting list. */
export const manifest = {
  plugin: true,
  islands: {
    'ticket-form': 'ticketForm.island',
  },
  collections: {
    events: 'events',
    eventTickets: 'event-tickets',
    eventPlaces: 'event-places',
    eventWaitlist: 'event-waitlist',
  },
} satisfies FeatureManifest
