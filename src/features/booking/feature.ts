import type { FeatureManifest } from '@/lib/featureManifest'

/** Online appointment booking (docs/booking.md). */
export const manifest = {
  plugin: true,
  islands: {
    booking: 'booking.island',
  },
  collections: {
    bookingServices: 'booking-services',
    staffMembers: 'staff-members',
    appointments: 'appointments',
    appointmentClaims: 'appointment-claims',
  },
  globals: {
    bookingSettings: 'booking-settings',
  },
} satisfies FeatureManifest
