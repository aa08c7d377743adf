import { berlinDate } from '@/lib/berlinTime'

import type { CheckInResult, CheckInWarning } from './checkInResult'

/**
 * Why a ticket deserves a second look at the door: its event is not on today's Berlin date (a
 * multi-day event counts on each of its days), or it is for another event than the one the door
 * admits to (`doorEvent`, when chosen).
 */
export function checkInWarnings(
  ticket: NonNullable<CheckInResult['ticket']>,
  now: Date,
  doorEvent?: number,
): CheckInWarning[] {
  const warnings: CheckInWarning[] = []
  if (ticket.eventStart) {
    const today = berlinDate(now)
    const first = berlinDate(ticket.eventStart)
    const last = ticket.eventEnd ? berlinDate(ticket.eventEnd) : first
    if (today < first || today > (last < first ? first : last)) warnings.push('other_day')
  }
  if (doorEvent !== undefined && ticket.eventId !== doorEvent) warnings.push('other_event')
  return warnings
}
