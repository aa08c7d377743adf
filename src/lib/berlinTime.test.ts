import { describe, expect, it } from 'vitest'

import {
  berlinDate,
  berlinInstant,
  berlinMidnight,
  berlinMinuteOfDay,
  berlinWeekday,
  startOfBerlinWeek,
} from './berlinTime'

describe('Berlin calendar', () => {
  it('reads the Berlin date of an instant', () => {
    expect(berlinDate('2026-11-23T23:30:00Z')).toBe('2026-11-24')
    expect(berlinDate('2026-12-24T12:00:00.000Z')).toBe('2026-12-24')
  })

  it('finds midnight in winter and summer time', () => {
    expect(berlinMidnight('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z')
    expect(berlinMidnight('2026-07-07').toISOString()).toBe('2026-07-06T22:00:00.000Z')
  })

  it('starts the week on Monday at midnight in Berlin', () => {
    // Tuesday 24 Nov 2026 → Monday 23 Nov, 00:00 Berlin.
    expect(startOfBerlinWeek(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    )
    // Sunday late evening in Berlin still belongs to the week that began six days earlier.
    expect(startOfBerlinWeek(new Date('2026-11-29T22:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    )
    // Monday 00:30 in Berlin (Sunday 23:30 UTC) begins a new week.
    expect(startOfBerlinWeek(new Date('2026-11-29T23:30:00Z')).toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    )
  })
})

describe('Berlin wall clock', () => {
  it('places a local time on the right instant in winter and summer', () => {
    expect(berlinInstant('2026-11-24', 10 * 60).toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(berlinInstant('2026-07-07', 10 * 60).toISOString()).toBe('2026-07-07T08:00:00.000Z')
  })

  it('keeps 10:00 at 10:00 on the Sundays the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(berlinInstant('2026-03-29', 10 * 60).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(berlinInstant('2026-10-25', 10 * 60).toISOString()).toBe('2026-10-25T09:00:00.000Z')
    expect(berlinMinuteOfDay(berlinInstant('2026-03-29', 10 * 60))).toBe(600)
  })

  it('takes a skipped time as winter time', () => {
    expect(berlinInstant('2026-03-29', 150).toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('names the weekday of a date', () => {
    expect(berlinWeekday('2026-11-23')).toBe(0)
    expect(berlinWeekday('2026-11-29')).toBe(6)
  })
})
