import { afterEach, describe, expect, it } from 'vitest'

import { readCalendar } from '@/test/readCalendar'

import { calendarFile } from './calendarFile'

const entry = (start: string, end: string) => ({
  uid: 'a@salon.example',
  start: new Date(start),
  end: new Date(end),
  summary: 'Schneiden – Salon',
})

describe('calendar files, read back with a real iCalendar parser', () => {
  const zone = process.env.TZ
  afterEach(() => {
    process.env.TZ = zone
  })

  // The server's own zone must not matter: Node reads TZ again when it changes.
  it.each(['UTC', 'Europe/Berlin', 'America/New_York'])(
    'are right on both sides of the summer-time changes on a server in %s',
    (serverZone) => {
      process.env.TZ = serverZone
      const cases = [
        // The night of the change to summer time (02:00 → 03:00 on 28 March 2027).
        ['2027-03-28T00:30:00Z', '2027-03-28T01:30:00Z', '20270328T013000', '20270328T033000'],
        // Across the night back (03:00 → 02:00 on 25 October 2026): four hours, 01:30 to 03:30
        // (the hour from 02:00 occurs twice, so no wall-clock time of it names one instant).
        ['2026-10-24T23:30:00Z', '2026-10-25T03:30:00Z', '20261025T013000', '20261025T043000'],
        // The year's end.
        ['2026-12-31T22:50:00Z', '2026-12-31T23:30:00Z', '20261231T235000', '20270101T003000'],
      ] as const
      for (const [start, end, wallStart, wallEnd] of cases) {
        const text = calendarFile('Salon', [entry(start, end)])
        expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${wallStart}`)
        expect(text).toContain(`DTEND;TZID=Europe/Berlin:${wallEnd}`)
        const read = readCalendar(text)
        expect(read.problems).toEqual([])
        expect(read.method).toBe('PUBLISH')
        expect(read.events).toHaveLength(1)
        expect(read.events[0]!.zone).toBe('Europe/Berlin')
        expect(read.events[0]!.start.toISOString()).toBe(new Date(start).toISOString())
        expect(read.events[0]!.end.toISOString()).toBe(new Date(end).toISOString())
      }
    },
  )

  it('marks a cancelled appointment and leaves the method out of a feed', () => {
    const feed = calendarFile(
      'Anna',
      [{ ...entry('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'), cancelled: true }],
      { feed: true },
    )
    const read = readCalendar(feed)
    expect(read.problems).toEqual([])
    expect(read.events[0]!.status).toBe('CANCELLED')
    expect(read.method).toBeNull()
  })
})
