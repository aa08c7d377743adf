import type { Schedule, SpecialPeriod } from '@/lib/openingHours/schedule'
import { minutesOfDay, type TimeRange } from '@/lib/openingHours/timeRanges'
import type { WeekdayCode } from '@/lib/weekdays'

export type { Schedule, SpecialPeriod }

/** Days in the order Date.getDay() counts them in, Sunday first. */
const DAY_CODES = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const
export type DayCode = WeekdayCode

export type OpeningStatus = { open: boolean; note?: string }

export const TIME_ZONE = 'Europe/Berlin'

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const WEEKDAY_SHORT: Record<string, DayCode> = {
  Sun: 'su',
  Mon: 'mo',
  Tue: 'tu',
  Wed: 'we',
  Thu: 'th',
  Fri: 'fr',
  Sat: 'sa',
}

/** The wall-clock date, weekday and minute of the day in Berlin, whatever the server's zone. */
export function berlinClock(now: Date): { date: string; day: DayCode; minutes: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(now).map((p) => [p.type, p.value]))
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAY_SHORT[parts.weekday!] ?? DAY_CODES[now.getUTCDay()]!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

const within = (minutes: number, ranges: TimeRange[]): boolean =>
  ranges.some(
    ({ opens, closes }) => minutes >= minutesOfDay(opens) && minutes < minutesOfDay(closes),
  )

/**
 * The special period covering a Berlin date, if any. Where two overlap (Silvester's short hours
 * within the Christmas vacation) the one that began last is the more specific and wins.
 */
export function specialOn(schedule: Schedule, date: string): SpecialPeriod | undefined {
  let found: SpecialPeriod | undefined
  for (const period of schedule.special)
    if (period.from <= date && date <= period.until && (!found || period.from >= found.from))
      found = period
  return found
}

/** Whether the business is open at `now` in Berlin; a special period replaces the week. */
export function openingStatus(schedule: Schedule, now: Date): OpeningStatus {
  const clock = berlinClock(now)
  const special = specialOn(schedule, clock.date)
  if (special) return { open: within(clock.minutes, special.ranges), note: special.note }
  return { open: within(clock.minutes, schedule.week[clock.day] ?? []) }
}
