// Written by `npm run wire` from src/features/catalogue.ts and each feature.ts: do not edit.
import type { CollectionSlug, GlobalSlug } from 'payload'

/**
 * Every collection and global of the site, as the feature that owns it names it in its
 * feature.ts. A feature that reads or writes what another owns names it through these constants,
 * so the dependency is visible where it is made and listed here (docs/architecture.md,
 * "Contracts between features"); a test (src/test/featureContracts.test.ts) refuses another
 * feature's slug written as a string.
 */
export const COLLECTIONS = {
  users: 'users',
  media: 'media',
  pages: 'pages',
  redirects: 'redirects',
  consentLog: 'consent-log',
  mailOutbox: 'mail-outbox',
  contactForms: 'contact-forms',
  formSubmissions: 'form-submissions',
  formAttachments: 'form-attachments',
  spamSuspects: 'spam-suspects',
  mapGeocodes: 'map-geocodes',
  products: 'products',
  orders: 'orders',
  vouchers: 'vouchers',
  customers: 'customers',
  privacyRequests: 'privacy-requests',
  bookingServices: 'booking-services',
  staffMembers: 'staff-members',
  appointments: 'appointments',
  appointmentClaims: 'appointment-claims',
  events: 'events',
  eventTickets: 'event-tickets',
  eventPlaces: 'event-places',
  eventWaitlist: 'event-waitlist',
  search: 'search',
} as const satisfies Record<string, CollectionSlug>

export const GLOBALS = {
  siteSettings: 'site-settings',
  header: 'header',
  footer: 'footer',
  consentSettings: 'consent-settings',
  mailSettings: 'mail-settings',
  shopSettings: 'shop-settings',
  bookingSettings: 'booking-settings',
  backupSettings: 'backup-settings',
} as const satisfies Record<string, GlobalSlug>

type Owned = (typeof COLLECTIONS)[keyof typeof COLLECTIONS] | (typeof GLOBALS)[keyof typeof GLOBALS]

/** Which feature folder owns each slug (the one that defines its config). */
export const OWNER: Record<Owned, string> = {
  users: 'users',
  media: 'media',
  pages: 'pages',
  redirects: 'pages',
  'consent-log': 'consent',
  'mail-outbox': 'mail',
  'contact-forms': 'contact-forms',
  'form-submissions': 'contact-forms',
  'form-attachments': 'contact-forms',
  'spam-suspects': 'spam-review',
  'map-geocodes': 'maps',
  products: 'shop',
  orders: 'shop',
  vouchers: 'shop',
  customers: 'accounts',
  'privacy-requests': 'accounts',
  'booking-services': 'booking',
  'staff-members': 'booking',
  appointments: 'booking',
  'appointment-claims': 'booking',
  events: 'events',
  'event-tickets': 'events',
  'event-places': 'events',
  'event-waitlist': 'events',
  search: 'search',
  'site-settings': 'site-settings',
  header: 'navigation',
  footer: 'footer',
  'consent-settings': 'consent',
  'mail-settings': 'mail',
  'shop-settings': 'shop',
  'booking-settings': 'booking',
  'backup-settings': 'backups',
}
