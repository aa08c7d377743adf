import { addDays } from '@/lib/berlinTime'
import type { Schedule, SpecialPeriod } from '@/lib/openingHours/schedule'
import { formatTimeRanges } from '@/lib/openingHours/timeRanges'

/** How far ahead the site announces a holiday or vacation. */
export const NOTICE_DAYS = 60

/** „2026-12-24“ → „24.12.“, as a German reads a date without the year. */
const shortDate = (date: string) => `${Number(date.slice(8, 10))}.${Number(date.slice(5, 7))}.`

/** „Vom 24.12. bis 1.1. geschlossen (Betriebsferien)“, „Am 31.12. 09:00–13:00 Uhr geöffnet (Silvester)“ */
export function noticeText(period: SpecialPeriod): string {
  const when =
    period.from === period.until
      ? `Am ${shortDate(period.from)}`
      : `Vom ${shortDate(period.from)} bis ${shortDate(period.until)}`
  const what =
    period.ranges.length === 0 ? 'geschlossen' : `${formatTimeRanges(period.ranges)} Uhr geöffnet`
  return `${when} ${what}${period.note ? ` (${period.note})` : ''}`
}

/** The special periods not over yet that begin within the next {@link NOTICE_DAYS} days. */
export function upcomingSpecialDays(schedule: Schedule, today: string): SpecialPeriod[] {
  const horizon = addDays(today, NOTICE_DAYS)
  return schedule.special.filter((period) => period.until >= today && period.from <= horizon)
}
