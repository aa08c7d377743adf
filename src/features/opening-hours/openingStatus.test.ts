import { describe, expect, it } from 'vitest'

import type { Schedule } from '@/lib/openingHours/schedule'

import { berlinClock, openingStatus } from './openingStatus'
import { noticeText, upcomingSpecialDays } from './specialNotices'

const closed = [] as const
const schedule: Schedule = {
  week: {
    mo: [...closed],
    tu: [
      { opens: '09:00', closes: '12:00' },
      { opens: '13:00', closes: '19:00' },
    ],
    we: [],
    th: [],
    fr: [],
    sa: [{ opens: '09:00', closes: '15:00' }],
    su: [],
  },
  special: [
    { from: '2026-12-24', until: '2026-12-24', ranges: [], note: 'Heiligabend' },
    { from: '2026-12-27', until: '2027-01-01', ranges: [], note: 'Betriebsferien' },
    {
      from: '2026-12-31',
      until: '2026-12-31',
      ranges: [{ opens: '09:00', closes: '13:00' }],
      note: 'Silvester',
    },
  ],
}

describe('openingStatus', () => {
  it('is open within a range and closed in the lunch break of a split shift, in Berlin time', () => {
    // Tuesday 24 Nov 2026, 10:30 in Berlin is 09:30 UTC (winter time, UTC+1).
    expect(openingStatus(schedule, new Date('2026-11-24T09:30:00Z')).open).toBe(true)
    expect(openingStatus(schedule, new Date('2026-11-24T11:30:00Z')).open).toBe(false)
    expect(openingStatus(schedule, new Date('2026-11-24T12:30:00Z')).open).toBe(true)
  })

  it('uses summer time (UTC+2) in summer', () => {
    // Tuesday 7 Jul 2026: 07:30 UTC is 09:30 in Berlin (open); 06:30 UTC is 08:30 (closed).
    expect(openingStatus(schedule, new Date('2026-07-07T06:30:00Z')).open).toBe(false)
    expect(openingStatus(schedule, new Date('2026-07-07T07:30:00Z')).open).toBe(true)
  })

  it('closes exactly at closing time', () => {
    // Saturday 28 Nov 2026 15:00 Berlin = 14:00 UTC.
    expect(openingStatus(schedule, new Date('2026-11-28T13:59:00Z')).open).toBe(true)
    expect(openingStatus(schedule, new Date('2026-11-28T14:00:00Z')).open).toBe(false)
  })

  it('lets a special day or a range of days replace the week', () => {
    expect(openingStatus(schedule, new Date('2026-12-24T10:00:00Z'))).toEqual({
      open: false,
      note: 'Heiligabend',
    })
    // Tuesday 29 Dec, normally open at 10:30: the vacation closes it.
    expect(openingStatus(schedule, new Date('2026-12-29T09:30:00Z'))).toEqual({
      open: false,
      note: 'Betriebsferien',
    })
    // Silvester's short hours within the vacation: the later, narrower period wins.
    expect(openingStatus(schedule, new Date('2026-12-31T10:00:00Z'))).toEqual({
      open: true,
      note: 'Silvester',
    })
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

describe('special days on the site', () => {
  it('announces what begins within 60 days and is not over yet', () => {
    const notes = (today: string) =>
      upcomingSpecialDays(schedule, today).map((period) => period.note)
    expect(notes('2026-10-24')).toEqual([])
    expect(notes('2026-10-25')).toEqual(['Heiligabend'])
    expect(notes('2026-12-25')).toEqual(['Betriebsferien', 'Silvester'])
    expect(notes('2027-01-02')).toEqual([])
  })

  it('says when and what in German', () => {
    expect(schedule.special.map(noticeText)).toEqual([
      'Am 24.12. geschlossen (Heiligabend)',
      'Vom 27.12. bis 1.1. geschlossen (Betriebsferien)',
      'Am 31.12. 09:00–13:00 Uhr geöffnet (Silvester)',
    ])
  })
})
