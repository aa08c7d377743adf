import { describe, expect, it } from 'vitest'

import { checkInWarnings, overrideRecord, wrongTicketResult } from './checkInWarnings'

const ticket = (eventStart: string, eventEnd: string | null = null, eventId = 7) => ({
  code: 'ABCD',
  attendeeName: 'Gästin',
  ticketTypeName: 'Teilnahme',
  event: 'Pflege-Abend',
  eventId,
  eventStart,
  eventEnd,
  checkedInAt: null,
})
// Friday 27 November 2026, 19:30 in Berlin.
const now = new Date('2026-11-27T18:30:00Z')

describe('checkInWarnings', () => {
  it('says nothing for today’s event at its own door', () => {
    expect(checkInWarnings(ticket('2026-11-27T18:00:00Z'), now, 7)).toEqual([])
  })

  it('warns for another day, by the Berlin date, not UTC', () => {
    expect(checkInWarnings(ticket('2026-12-12T18:00:00Z'), now)).toEqual(['other_day'])
    // 00:30 on the 28th in Berlin is still the 27th in UTC: another day.
    expect(checkInWarnings(ticket('2026-11-27T23:30:00Z'), now)).toEqual(['other_day'])
  })

  it('counts every day of a multi-day event', () => {
    expect(checkInWarnings(ticket('2026-11-26T08:00:00Z', '2026-11-28T16:00:00Z'), now)).toEqual([])
  })

  it('warns for another event than the one the door admits to', () => {
    expect(checkInWarnings(ticket('2026-11-27T18:00:00Z', null, 8), now, 7)).toEqual([
      'other_event',
    ])
  })

  it('turns warnings into a refusal: another event outweighs another day', () => {
    expect(wrongTicketResult(['other_day'])).toBe('wrong_day')
    expect(wrongTicketResult(['other_day', 'other_event'])).toBe('wrong_event')
  })

  it('records what the ticket was not for, the reason and who admitted it', () => {
    expect(overrideRecord(['other_day', 'other_event'], 'Gutschein verwechselt', 'tuer@x.de')).toBe(
      'Nicht für heute, Nicht für diese Veranstaltung – Grund: Gutschein verwechselt – tuer@x.de',
    )
  })
})
