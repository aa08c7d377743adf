import type { SiteSetting } from '@/payload-types'

import { berlinDate } from '@/lib/berlinTime'
import { WEEKDAYS, type WeekdayCode } from '@/lib/weekdays'

import { rangesOf, type TimeRange } from './timeRanges'

/** A holiday, a vacation or short hours: a day or a range of days replacing the week. */
export type SpecialPeriod = {
  /** Berlin dates, „YYYY-MM-DD“, both inclusive. */
  from: string
  until: string
  /** None means closed. */
  ranges: TimeRange[]
  note?: string
}

/** The business's hours as the site, the status island and the JSON-LD read them. */
export type Schedule = {
  week: Record<WeekdayCode, TimeRange[]>
  special: SpecialPeriod[]
}

export function scheduleOf(settings: Pick<SiteSetting, 'weekHours' | 'specialDays'>): Schedule {
  const week = Object.fromEntries(
    WEEKDAYS.map(({ value }) => [value, rangesOf(settings.weekHours?.[value])]),
  ) as Record<WeekdayCode, TimeRange[]>
  const special = (settings.specialDays ?? []).map((day) => {
    const from = berlinDate(day.from)
    const until = day.until ? berlinDate(day.until) : from
    return {
      from,
      until: until < from ? from : until,
      ranges: rangesOf(day.hours),
      ...(day.note ? { note: day.note } : {}),
    }
  })
  special.sort((a, b) => a.from.localeCompare(b.from))
  return { week, special }
}
