/** The rules of selling and giving back tickets, apart from the database (eventRules.test.ts). */

type Timed = { start: string; status: string; cancelHours?: number | null }
type Sold = { saleStart?: string | null; saleEnd?: string | null }

export type SaleState = 'open' | 'not_yet' | 'over' | 'cancelled'

/** Whether a ticket type is on sale now: between its sale window and before the event begins. */
export function saleState(event: Timed, type: Sold, now: Date): SaleState {
  if (event.status === 'cancelled') return 'cancelled'
  if (now >= new Date(event.start)) return 'over'
  if (type.saleStart && now < new Date(type.saleStart)) return 'not_yet'
  if (type.saleEnd && now > new Date(type.saleEnd)) return 'over'
  return 'open'
}

/** The most tickets one booking may take now. */
export const bookingLimit = (maxPerOrder: number, left: number) =>
  Math.max(0, Math.min(maxPerOrder, left))

/** Until when an attendee may give her place back by the link in her mail. */
export const cancelDeadline = (event: Timed): Date =>
  new Date(new Date(event.start).getTime() - Math.max(0, event.cancelHours ?? 0) * 3_600_000)

export const canCancel = (event: Timed, now: Date) =>
  event.status !== 'cancelled' && now <= cancelDeadline(event)

/** Upcoming until it has ended; then it moves to the past events. */
export const isPast = (event: { end: string }, now: Date) => new Date(event.end) < now

/** How long tickets in the shop's cart keep their places: long enough to fill in the checkout. */
export const HOLD_MINUTES = 30
