import { addDays, berlinDate, berlinInstant, berlinWeekday } from '@/lib/berlinTime'
import { minutesOfDay, type TimeRange } from '@/lib/openingHours/timeRanges'
import type { Schedule } from '@/lib/openingHours/schedule'
import { WEEKDAYS, type WeekdayCode } from '@/lib/weekdays'

import { intersect, subtract, type Span } from './intervals'
import { planFor, unitsOf, type BookableService } from './servicePlan'

/** A staff member's time as booking reads it (from „Mitarbeiter“ and the salon's hours). */
export type StaffTime = {
  id: number
  name: string
  /** Own week, or the salon's when the owner did not set one. */
  week: Record<WeekdayCode, TimeRange[]>
  /** Vacation, sick, training: Berlin dates, both inclusive; no ranges is the whole day. */
  absences: { from: string; until: string; ranges: TimeRange[] }[]
}

export type BookingRules = {
  stepMinutes: number
  noticeMinutes: number
  horizonDays: number
}

/** One bookable start time and who is free for it then. */
export type Slot = { start: Date; minuteOfDay: number; staffIds: number[] }

export type SlotQuery = {
  services: BookableService[]
  staff: StaffTime[]
  /** Only this staff member, or anyone who does every chosen service („Egal“). */
  staffId?: number
  salon: Schedule
  rules: BookingRules
  /** Busy units per staff id (existing appointments and blocked times). */
  taken: Map<number, Set<number>>
  now: Date
}

const spansOf = (ranges: TimeRange[]): Span[] =>
  ranges.map(({ opens, closes }) => ({ from: minutesOfDay(opens), to: minutesOfDay(closes) }))

const hasWeekHours = (salon: Schedule) =>
  Object.values(salon.week).some((ranges) => ranges.length > 0)

/**
 * When `staff` can be booked on `date`: their week within the salon's hours of that day (a special
 * day, holiday or vacation replaces the salon's week), minus their absences. A staff member's own
 * hours never open the salon: Saturday 09:00–14:00 for the salon means no 14:15 for anyone.
 */
export function workingSpans(staff: StaffTime, date: string, salon: Schedule): Span[] {
  const code = WEEKDAYS[berlinWeekday(date)]!.value
  const special = salon.special.find((period) => period.from <= date && date <= period.until)
  let spans = spansOf(staff.week[code] ?? [])
  // A salon without any opening hours entered has not said when it is closed: staff hours count.
  if (special) spans = intersect(spans, spansOf(special.ranges))
  else if (hasWeekHours(salon)) spans = intersect(spans, spansOf(salon.week[code] ?? []))
  for (const absence of staff.absences) {
    if (absence.from > date || date > absence.until) continue
    if (absence.ranges.length === 0) return []
    spans = subtract(spans, spansOf(absence.ranges))
  }
  return spans
}

/** The last date a visitor may book: today plus the horizon. */
export const lastBookableDate = (now: Date, rules: BookingRules): string =>
  addDays(berlinDate(now), rules.horizonDays)

/** Free start times on `date`, earliest first, with every staff member free for each. */
export function slotsOn(date: string, query: SlotQuery): Slot[] {
  const { rules, now } = query
  if (date < berlinDate(now) || date > lastBookableDate(now, rules)) return []
  const earliest = now.getTime() + rules.noticeMinutes * 60_000
  const byMinute = new Map<number, Slot>()
  for (const staff of query.staff) {
    if (query.staffId !== undefined && staff.id !== query.staffId) continue
    const plan = planFor(query.services, staff.id)
    if (!plan) continue
    const taken = query.taken.get(staff.id)
    for (const span of workingSpans(staff, date, query.salon)) {
      const first = Math.ceil(span.from / rules.stepMinutes) * rules.stepMinutes
      for (let minute = first; minute + plan.minutes <= span.to; minute += rules.stepMinutes) {
        const start = berlinInstant(date, minute)
        if (start.getTime() < earliest) continue
        if (taken && unitsOf(start, plan).some((unit) => taken.has(unit))) continue
        const slot = byMinute.get(minute) ?? { start, minuteOfDay: minute, staffIds: [] }
        slot.staffIds.push(staff.id)
        byMinute.set(minute, slot)
      }
    }
  }
  return [...byMinute.values()].sort((a, b) => a.minuteOfDay - b.minuteOfDay)
}

/** Each date from `from` for `days` days that has at least one free slot. */
export function daysWithSlots(from: string, days: number, query: SlotQuery): string[] {
  const result: string[] = []
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index)
    if (date > lastBookableDate(query.now, query.rules)) break
    if (slotsOn(date, query).length > 0) result.push(date)
  }
  return result
}
