import { describe, expect, it } from 'vitest'

import { berlinDate, berlinMidnight, startOfBerlinWeek } from './berlinTime'

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
