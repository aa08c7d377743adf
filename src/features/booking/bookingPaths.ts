/** The booking's addresses (CONTRACTS.md: /termin). */
export const BOOKING_PATHS = {
  start: '/termin',
  /** One appointment, to see, change or cancel: readable with its key only. */
  manage: (id: number | string, key: string) =>
    `/termin/verwalten/${encodeURIComponent(String(id))}?key=${encodeURIComponent(key)}`,
  /** A staff member's calendar feed (ICS), readable with its token only. */
  feed: (token: string) => `/api/booking/feed/${encodeURIComponent(token)}.ics`,
} as const

/** The booking's endpoints; every one answers JSON errors in English with a 4xx status. */
export const BOOKING_API = {
  slots: '/api/booking/slots',
  appointments: '/api/booking/appointments',
  manage: '/api/booking/manage',
  /** One appointment's ICS, with the key of its link. */
  calendar: (id: number | string, key: string) =>
    `/api/booking/calendar/${encodeURIComponent(String(id))}.ics?key=${encodeURIComponent(key)}`,
} as const
