/** Days in the order Date.getDay() counts them in, Sunday first. */
const DAY_CODES = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const
export type DayCode = (typeof DAY_CODES)[number]

export type WeeklySlot = { day: DayCode | string; opens?: string | null; closes?: string | null }
export type SpecialDay = {
  date: string
  closed?: boolean | null
  opens?: string | null
  closes?: string | null
  note?: string | null
}
export type Schedule = { weekly: WeeklySlot[]; special: SpecialDay[] }

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

const toMinutes = (time: string | null | undefined): number | null => {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const within = (minutes: number, opens?: string | null, closes?: string | null): boolean => {
  const from = toMinutes(opens)
  const to = toMinutes(closes)
  return from !== null && to !== null && minutes >= from && minutes < to
}

/** Whether the business is open at `now` in Berlin; a special day replaces the weekly hours. */
export function openingStatus(schedule: Schedule, now: Date): OpeningStatus {
  const clock = berlinClock(now)
  const special = schedule.special.find((entry) => entry.date.slice(0, 10) === clock.date)
  if (special) {
    const open = !special.closed && within(clock.minutes, special.opens, special.closes)
    return { open, note: special.note ?? undefined }
  }
  const open = schedule.weekly.some(
    (slot) => slot.day === clock.day && within(clock.minutes, slot.opens, slot.closes),
  )
  return { open }
}

/** Weekly slots grouped per day in Monday-first order, for display. */
export function weeklyTable(
  weekly: WeeklySlot[],
  days: ReadonlyArray<{ value: string; label: string }>,
): Array<{ day: string; label: string; ranges: string[] }> {
  return days.map(({ value, label }) => ({
    day: value,
    label,
    ranges: weekly
      .filter((slot) => slot.day === value && slot.opens && slot.closes)
      .sort((a, b) => (toMinutes(a.opens) ?? 0) - (toMinutes(b.opens) ?? 0))
      .map((slot) => `${slot.opens}–${slot.closes}`),
  }))
}
