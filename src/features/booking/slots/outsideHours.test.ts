import { describe, expect, it } from 'vitest'

import { berlinInstant } from '@/lib/berlinTime'
import type { Schedule } from '@/lib/openingHours/schedule'
import type { TimeRange } from '@/lib/openingHours/timeRanges'
import { WEEKDAYS, type WeekdayCode } from '@/lib/weekdays'

import { reasonText, whyOutside, type BookedTime } from './outsideHours'
import type { StaffTime } from './slots'

const ranges = (text: string): TimeRange[] =>
  text
    ? text.split(',').map((part) => {
        const [opens, closes] = part.trim().split('-')
        return { opens: opens!, closes: closes! }
      })
    : []

const week = (days: Partial<Record<WeekdayCode, string>>) =>
  Object.fromEntries(WEEKDAYS.map(({ value }) => [value, ranges(days[value] ?? '')])) as Record<
    WeekdayCode,
    TimeRange[]
  >

// 2027-01-08 is a Friday, 2027-01-09 a Saturday.
const salon: Schedule = {
  week: week({ fr: '09:00-12:00, 13:00-18:00', sa: '09:00-14:00' }),
  special: [],
}
const lena: StaffTime = {
  id: 1,
  name: 'Lena',
  week: week({ fr: '09:00-18:00', sa: '09:00-15:00' }),
  absences: [],
}

/** A booked time on the Berlin clock: `10:00-11:00` on a date. */
const booked = (date: string, times: string): BookedTime => {
  const [from, to] = times.split('-').map((time) => {
    const [hours, minutes] = time.split(':').map(Number)
    return hours! * 60 + minutes!
  })
  return {
    start: berlinInstant(date, from!).toISOString(),
    end: berlinInstant(date, to!).toISOString(),
    staffId: 1,
  }
}

describe('a booked time against the hours', () => {
  it('within one span of the salon’s hours and hers is fine, to the minute', () => {
    expect(whyOutside(booked('2027-01-08', '09:00-12:00'), lena, salon)).toBeNull()
    expect(whyOutside(booked('2027-01-09', '13:00-14:00'), lena, salon)).toBeNull()
  })

  it('across the salon’s lunch break or past its closing is outside, whatever her own hours', () => {
    expect(whyOutside(booked('2027-01-08', '11:30-12:30'), lena, salon)).toEqual({
      kind: 'outsideHours',
      staff: 'Lena',
    })
    expect(whyOutside(booked('2027-01-09', '13:30-14:30'), lena, salon)?.kind).toBe('outsideHours')
  })

  it('touching spans count as one', () => {
    const split = { ...lena, week: week({ fr: '09:00-12:00, 12:00-18:00' }) }
    const open = { week: week({ fr: '09:00-18:00' }), special: [] }
    expect(whyOutside(booked('2027-01-08', '11:00-13:00'), split, open)).toBeNull()
  })

  it('a day the salon closes names the occasion', () => {
    const vacation: Schedule = {
      ...salon,
      special: [{ from: '2027-01-04', until: '2027-01-09', ranges: [], note: 'Betriebsferien' }],
    }
    const reason = whyOutside(booked('2027-01-08', '10:00-11:00'), lena, vacation)
    expect(reason).toEqual({ kind: 'salonClosed', note: 'Betriebsferien' })
    expect(reasonText(reason!)).toBe('Salon geschlossen (Betriebsferien)')
    expect(whyOutside(booked('2027-01-10', '10:00-11:00'), lena, salon)).toEqual({
      kind: 'salonClosed',
    })
  })

  it('shorter special hours leave a later time outside', () => {
    const short: Schedule = {
      ...salon,
      special: [{ from: '2027-01-08', until: '2027-01-08', ranges: ranges('09:00-12:00') }],
    }
    expect(whyOutside(booked('2027-01-08', '10:00-11:00'), lena, short)).toBeNull()
    expect(whyOutside(booked('2027-01-08', '15:00-16:00'), lena, short)?.kind).toBe('outsideHours')
  })

  it('her absence for the whole day, or for the hours of the time', () => {
    const away = {
      ...lena,
      absences: [{ from: '2027-01-08', until: '2027-01-08', ranges: [] }],
    }
    expect(reasonText(whyOutside(booked('2027-01-08', '10:00-11:00'), away, salon)!)).toBe(
      'Lena ist an diesem Tag abwesend',
    )
    const doctor = {
      ...lena,
      absences: [{ from: '2027-01-08', until: '2027-01-08', ranges: ranges('10:00-11:00') }],
    }
    expect(whyOutside(booked('2027-01-08', '10:30-11:30'), doctor, salon)?.kind).toBe(
      'outsideHours',
    )
    expect(whyOutside(booked('2027-01-08', '11:00-12:00'), doctor, salon)).toBeNull()
  })

  it('a salon without any hours entered leaves her own week in charge', () => {
    const none: Schedule = { week: week({}), special: [] }
    expect(whyOutside(booked('2027-01-08', '17:00-18:00'), lena, none)).toBeNull()
    expect(whyOutside(booked('2027-01-08', '18:00-19:00'), lena, none)?.kind).toBe('outsideHours')
  })
})
