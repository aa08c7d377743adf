import { describe, expect, it } from 'vitest'

import { berlinInstant } from '@/lib/berlinTime'
import type { Schedule } from '@/lib/openingHours/schedule'
import type { TimeRange } from '@/lib/openingHours/timeRanges'
import type { WeekdayCode } from '@/lib/weekdays'

import { planFor, unitsOf, type BookableService } from './servicePlan'
import { daysWithSlots, slotsOn, type SlotQuery, type StaffTime } from './slots'

const hours = (text: string): TimeRange[] =>
  text
    ? text.split(',').map((part) => {
        const [opens, closes] = part.trim().split('-')
        return { opens: opens!, closes: closes! }
      })
    : []

const week = (days: Partial<Record<WeekdayCode, string>>): Record<WeekdayCode, TimeRange[]> => ({
  mo: hours(days.mo ?? ''),
  tu: hours(days.tu ?? ''),
  we: hours(days.we ?? ''),
  th: hours(days.th ?? ''),
  fr: hours(days.fr ?? ''),
  sa: hours(days.sa ?? ''),
  su: hours(days.su ?? ''),
})

const cut: BookableService = {
  id: 1,
  name: 'Waschen, Schneiden, Föhnen',
  durationMinutes: 60,
  bufferMinutes: 0,
  staffIds: [10, 20],
}
const colour: BookableService = {
  id: 2,
  name: 'Färben',
  durationMinutes: 80,
  processing: { startsAfterMinutes: 30, minutes: 30 },
  bufferMinutes: 10,
  staffIds: [10],
}
const anna: StaffTime = {
  id: 10,
  name: 'Anna',
  week: week({ tu: '09:00-12:00,14:00-18:00' }),
  absences: [],
}
const ben: StaffTime = { id: 20, name: 'Ben', week: week({ tu: '10:00-14:00' }), absences: [] }
const salon: Schedule = { week: week({ tu: '09:00-18:00' }), special: [] }
// Monday 30 November 2026, 09:00 in Berlin.
const now = new Date('2026-11-30T08:00:00Z')
const tuesday = '2026-12-01'

const query = (changes: Partial<SlotQuery> = {}): SlotQuery => ({
  services: [cut],
  staff: [anna, ben],
  salon,
  rules: { stepMinutes: 15, noticeMinutes: 120, horizonDays: 60 },
  taken: new Map(),
  now,
  ...changes,
})
const times = (slots: { minuteOfDay: number }[]) =>
  slots.map(
    ({ minuteOfDay }) =>
      `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`,
  )

describe('free slots', () => {
  it('fits a service into each part of a split shift, never across the break', () => {
    const slots = slotsOn(tuesday, query({ staffId: 10 }))
    expect(times(slots)).toEqual([
      ...['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00'],
      ...['14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45', '16:00'],
      ...['16:15', '16:30', '16:45', '17:00'],
    ])
  })

  it('„Egal“ merges everybody who does the services and names who is free', () => {
    const slots = slotsOn(tuesday, query())
    expect(slots.find((slot) => slot.minuteOfDay === 600)?.staffIds).toEqual([10, 20])
    expect(slots.find((slot) => slot.minuteOfDay === 780)?.staffIds).toEqual([20])
    // Colour is Anna's only: Ben has no slot for it.
    expect(slotsOn(tuesday, query({ services: [colour], staffId: 20 }))).toEqual([])
  })

  it('lets another client into the processing time, and keeps the buffer busy', () => {
    const plan = planFor([colour], 10)!
    expect(plan).toEqual({
      minutes: 80,
      busy: [
        { from: 0, to: 30 },
        { from: 60, to: 90 },
      ],
    })
    const colourAtNine = unitsOf(berlinInstant(tuesday, 540), plan)
    const taken = new Map([[10, new Set(colourAtNine)]])
    const cuts = times(
      slotsOn(tuesday, query({ staffId: 10, taken, services: [{ ...cut, durationMinutes: 30 }] })),
    )
    // 09:30–10:00 is the colour's processing time: a 30-minute cut fits there, not at 09:15.
    expect(cuts).toContain('09:30')
    expect(cuts).not.toContain('09:15')
    expect(cuts).not.toContain('09:45')
    // 10:00–10:30 is the colour's second part and its buffer: taken.
    expect(cuts).not.toContain('10:15')
    expect(cuts).toContain('10:30')
  })

  it('adds durations of several services and uses a staff member’s own duration', () => {
    expect(planFor([cut, colour], 10)?.minutes).toBe(140)
    expect(planFor([cut, colour], 20)).toBeNull()
    expect(planFor([{ ...cut, staffDurations: { 20: 45 } }], 20)?.minutes).toBe(45)
  })

  it('removes absences, whole days and hours', () => {
    const sick = { ...anna, absences: [{ from: '2026-11-30', until: tuesday, ranges: [] }] }
    expect(slotsOn(tuesday, query({ staff: [sick], staffId: 10 }))).toEqual([])
    const doctor = {
      ...anna,
      absences: [{ from: tuesday, until: tuesday, ranges: hours('09:00-11:00') }],
    }
    expect(times(slotsOn(tuesday, query({ staff: [doctor], staffId: 10 })))[0]).toBe('11:00')
  })

  it('closes for the salon’s special days and shortens to their hours', () => {
    const closed: Schedule = { ...salon, special: [{ from: tuesday, until: tuesday, ranges: [] }] }
    expect(slotsOn(tuesday, query({ salon: closed }))).toEqual([])
    const short: Schedule = {
      ...salon,
      special: [{ from: tuesday, until: tuesday, ranges: hours('09:00-10:30') }],
    }
    expect(times(slotsOn(tuesday, query({ salon: short, staffId: 10 })))).toEqual([
      '09:00',
      '09:15',
      '09:30',
    ])
  })

  it('never offers a time outside the salon’s hours, even within a staff member’s own', () => {
    // The salon shortened Tuesday to 09:00–14:00; Anna's own hours still say until 18:00.
    const shortWeek: Schedule = { week: week({ tu: '09:00-14:00' }), special: [] }
    const offered = times(slotsOn(tuesday, query({ salon: shortWeek, staffId: 10 })))
    expect(offered.at(-1)).toBe('11:00')
    expect(offered.some((time) => time >= '12:00')).toBe(false)
    // Closed on Wednesday: nobody's own Wednesday hours open it.
    const wednesdayStaff = { ...anna, week: week({ we: '09:00-18:00' }) }
    expect(slotsOn('2026-12-02', query({ staff: [wednesdayStaff], staffId: 10 }))).toEqual([])
    // No opening hours entered at all: the staff member's own hours count.
    const unset: Schedule = { week: week({}), special: [] }
    expect(
      times(
        slotsOn('2026-12-02', query({ staff: [wednesdayStaff], salon: unset, staffId: 10 })),
      )[0],
    ).toBe('09:00')
    // A special opening on a day the salon is usually closed counts as the salon's hours.
    const opened: Schedule = {
      ...salon,
      special: [{ from: '2026-12-02', until: '2026-12-02', ranges: hours('10:00-12:00') }],
    }
    expect(
      times(
        slotsOn('2026-12-02', query({ staff: [wednesdayStaff], salon: opened, staffId: 10 })),
      )[0],
    ).toBe('10:00')
  })

  it('keeps the minimum notice and the horizon', () => {
    // Tuesday 10:30 in Berlin: with 2 hours notice the first free time is 12:30 → Anna's 14:00.
    const late = new Date('2026-12-01T09:30:00Z')
    expect(times(slotsOn(tuesday, query({ now: late, staffId: 10 })))[0]).toBe('14:00')
    expect(slotsOn('2026-11-24', query())).toEqual([])
    const days = daysWithSlots('2026-11-30', 90, query())
    expect(days[0]).toBe(tuesday)
    expect(days.at(-1)! <= '2027-01-29').toBe(true)
    expect(days.every((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 2)).toBe(true)
  })

  it('keeps 10:00 at 10:00 across the change to summer time', () => {
    const sunday = { ...anna, week: week({ su: '09:00-12:00' }) }
    const sundays: Schedule = { week: week({ su: '09:00-12:00' }), special: [] }
    const spring = new Date('2027-03-20T08:00:00Z')
    const slots = slotsOn(
      '2027-03-28',
      query({ staff: [sunday], salon: sundays, now: spring, staffId: 10 }),
    )
    const ten = slots.find((slot) => slot.minuteOfDay === 600)!
    expect(ten.start.toISOString()).toBe('2027-03-28T08:00:00.000Z')
    const autumn = new Date('2026-10-20T08:00:00Z')
    const after = slotsOn(
      '2026-10-25',
      query({ staff: [sunday], salon: sundays, now: autumn, staffId: 10 }),
    )
    expect(after.find((slot) => slot.minuteOfDay === 600)!.start.toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    )
  })
})
