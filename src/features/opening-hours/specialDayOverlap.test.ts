import { describe, expect, it } from 'vitest'

import { specialDayOverlap } from './specialDayOverlap'

describe('special days on the same date', () => {
  it('refuses a second entry for a date, or a range over it, naming the first', () => {
    expect(
      specialDayOverlap([
        { from: '2026-12-23T23:00:00.000Z', note: 'Heiligabend' },
        { from: '2026-12-24T10:00:00.000Z' },
      ]),
    ).toBe(
      'Für den 24.12.2026 gibt es schon einen Sondertag („Heiligabend“). Bitte einen der beiden Einträge ändern oder entfernen.',
    )
    expect(
      specialDayOverlap([
        { from: '2026-08-01T00:00:00.000Z', until: '2026-08-14T00:00:00.000Z', note: 'Urlaub' },
        { from: '2026-08-10T00:00:00.000Z' },
      ]),
    ).toMatch(/10\.08\.2026.*Urlaub/)
  })

  it('accepts different days and empty rows', () => {
    expect(
      specialDayOverlap([
        { from: '2026-12-24T10:00:00.000Z' },
        { from: '2026-12-25T10:00:00.000Z', until: '2026-12-26T10:00:00.000Z' },
        { from: null },
      ]),
    ).toBe(true)
    expect(specialDayOverlap(undefined)).toBe(true)
  })
})
