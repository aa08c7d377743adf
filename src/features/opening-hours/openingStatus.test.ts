import { describe, expect, it } from 'vitest'

import { berlinClock, openingStatus, type Schedule, weeklyTable } from './openingStatus'

const schedule: Schedule = {
  weekly: [
    { day: 'tu', opens: '09:00', closes: '12:00' },
    { day: 'tu', opens: '13:00', closes: '19:00' },
    { day: 'sa', opens: '09:00', closes: '15:00' },
  ],
  special: [
    { date: '2026-12-24T12:00:00.000Z', closed: true, note: 'Heiligabend' },
    {
      date: '2026-12-31T12:00:00.000Z',
      closed: false,
      opens: '09:00',
      closes: '13:00',
      note: 'Silvester',
    },
  ],
}

describe('openingStatus', () => {
  it('is open within a slot and closed in the lunch break, in Berlin time', () => {
    // Tuesday 24 Nov 2026, 10:30 in Berlin is 09:30 UTC (winter time, UTC+1).
    expect(openingStatus(schedule, new Date('2026-11-24T09:30:00Z')).open).toBe(true)
    expect(openingStatus(schedule, new Date('2026-11-24T11:30:00Z')).open).toBe(false)
  })

  it('uses summer time (UTC+2) in summer', () => {
    // Tuesday 7 Jul 2026: 08:30 UTC is 10:30 in Berlin (open); 07:30 UTC is 09:30 (open); 06:30 UTC is 08:30 (closed).
    expect(openingStatus(schedule, new Date('2026-07-07T06:30:00Z')).open).toBe(false)
    expect(openingStatus(schedule, new Date('2026-07-07T07:30:00Z')).open).toBe(true)
  })

  it('closes exactly at closing time', () => {
    // Saturday 28 Nov 2026 15:00 Berlin = 14:00 UTC.
    expect(openingStatus(schedule, new Date('2026-11-28T13:59:00Z')).open).toBe(true)
    expect(openingStatus(schedule, new Date('2026-11-28T14:00:00Z')).open).toBe(false)
  })

  it('lets a special day replace the weekly hours', () => {
    // 24 Dec 2026 is a Thursday, closed anyway; 31 Dec is a Thursday too, opened specially.
    expect(openingStatus(schedule, new Date('2026-12-24T10:00:00Z'))).toEqual({
      open: false,
      note: 'Heiligabend',
    })
    expect(openingStatus(schedule, new Date('2026-12-31T10:00:00Z'))).toEqual({
      open: true,
      note: 'Silvester',
    })
    expect(openingStatus(schedule, new Date('2026-12-31T12:30:00Z')).open).toBe(false)
  })

  it('reads the Berlin date across midnight UTC', () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Berlin.
    expect(berlinClock(new Date('2026-11-23T23:30:00Z'))).toEqual({
      date: '2026-11-24',
      day: 'tu',
      minutes: 30,
    })
  })
})

describe('weeklyTable', () => {
  it('lists each weekday with its sorted ranges, empty for closed days', () => {
    const rows = weeklyTable([...schedule.weekly].reverse(), [
      { value: 'mo', label: 'Montag' },
      { value: 'tu', label: 'Dienstag' },
    ])
    expect(rows).toEqual([
      { day: 'mo', label: 'Montag', ranges: [] },
      { day: 'tu', label: 'Dienstag', ranges: ['09:00–12:00', '13:00–19:00'] },
    ])
  })
})
