/** What the owner sets as an event's status; stored in English, shown in German. */
export const EVENT_STATUSES = [
  { value: 'planned', label: 'Geplant' },
  { value: 'postponed', label: 'Verschoben' },
  { value: 'cancelled', label: 'Abgesagt' },
] as const

export type EventStatus = (typeof EVENT_STATUSES)[number]['value']

/** A ticket's state; check-in is a separate mark (checkedInAt). */
export const TICKET_STATUSES = [
  { value: 'valid', label: 'Gültig' },
  { value: 'unpaid', label: 'Nicht bezahlt' },
  { value: 'cancelled', label: 'Storniert' },
  { value: 'held', label: 'Im Warenkorb reserviert' },
] as const

export type TicketStatus = (typeof TICKET_STATUSES)[number]['value']

/** Tickets a visitor has: booked, not cancelled, and not merely waiting in a cart. */
export const isBooked = (status: string | null | undefined) =>
  status === 'valid' || status === 'unpaid'

/** Tickets that hold a place (a cart's reservation too, until it runs out). */
export const holdsPlace = (status: string | null | undefined) => status !== 'cancelled'
