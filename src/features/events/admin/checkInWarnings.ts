import { berlinDate } from '@/lib/berlinTime'

import type { CheckInResult, CheckInWarning } from './checkInResult'

const WARNING_WORDS: Record<CheckInWarning, string> = {
  other_event: 'Nicht für diese Veranstaltung',
  other_day: 'Nicht für heute',
}

/**
 * Why a ticket deserves a second look at the door: its event is not on today's Berlin date (a
 * multi-day event counts on each of its days), or it is for another event than the one the door
 * admits to (`doorEvent`, when chosen).
 */
export function checkInWarnings(
  ticket: Pick<NonNullable<CheckInResult['ticket']>, 'eventId' | 'eventStart' | 'eventEnd'>,
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

/**
 * The door's answer for an otherwise valid ticket with warnings: another event outweighs another
 * day (the guest is at the wrong door whatever the date).
 */
export const wrongTicketResult = (warnings: CheckInWarning[]): 'wrong_event' | 'wrong_day' =>
  warnings.includes('other_event') ? 'wrong_event' : 'wrong_day'

/** What is recorded with a wrong ticket admitted all the same: what it was not for, why, by whom. */
export const overrideRecord = (warnings: CheckInWarning[], reason: string, by: string): string =>
  `${warnings.map((warning) => WARNING_WORDS[warning]).join(', ')} – Grund: ${reason} – ${by}`
