import { describe, expect, it } from 'vitest'

import { calendarFile } from './calendarFile'

describe('calendar files', () => {
  const entry = (start: string, end: string) => ({
    uid: 'a@salon.example',
    start: new Date(start),
    end: new Date(end),
    summary: 'Schneiden – Salon',
  })

  it('writes Berlin wall-clock times with the zone, on both sides of the summer-time change', () => {
    const spring = calendarFile('Salon', [entry('2027-03-28T08:00:00Z', '2027-03-28T09:00:00Z')])
    expect(spring).toContain('DTSTART;TZID=Europe/Berlin:20270328T100000')
    expect(spring).toContain('DTEND;TZID=Europe/Berlin:20270328T110000')
    expect(spring).toContain('BEGIN:VTIMEZONE')
    expect(spring).toContain('TZID:Europe/Berlin')
    expect(spring).toContain('METHOD:PUBLISH')
    const autumn = calendarFile('Salon', [entry('2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z')])
    expect(autumn).toContain('DTSTART;TZID=Europe/Berlin:20261025T100000')
  })

  it('marks a cancelled appointment and leaves the method out of a feed', () => {
    const feed = calendarFile(
      'Anna',
      [{ ...entry('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'), cancelled: true }],
      { feed: true },
    )
    expect(feed).toContain('STATUS:CANCELLED')
    expect(feed).not.toContain('METHOD:')
  })
})
