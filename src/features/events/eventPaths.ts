/** The addresses of the events (docs/events.md); CONTRACTS.md fixes `/veranstaltungen`. */
export const EVENT_PATHS = {
  list: '/veranstaltungen',
  past: '/veranstaltungen/vergangen',
  detail: (slug: string) => `/veranstaltungen/${encodeURIComponent(slug)}`,
  calendar: (slug: string) => `/api/events/calendar/${encodeURIComponent(slug)}.ics`,
  waitlisted: (slug: string) => `/veranstaltungen/${encodeURIComponent(slug)}/warteliste`,
  booking: (key: string) => `/veranstaltungen/buchung/${encodeURIComponent(key)}`,
  bookingPdf: (key: string) => `/veranstaltungen/buchung/${encodeURIComponent(key)}/tickets.pdf`,
  tickets: '/api/events/tickets',
  cancel: '/api/events/cancel',
  waitlist: '/api/events/waitlist',
} as const

/** Words under /veranstaltungen that can be no event's address. */
export const RESERVED_EVENT_SLUGS: ReadonlySet<string> = new Set(['vergangen', 'buchung'])
