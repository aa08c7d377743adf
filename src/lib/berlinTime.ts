const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
const berlinHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant's calendar date in Berlin, „YYYY-MM-DD“. The admin's day picker stores noon UTC of
 * the chosen day, which is that day in Berlin in summer and winter alike.
 */
export const berlinDate = (value: string | Date): string => berlinDay.format(new Date(value))

/** The instant a Berlin calendar day begins (00:00 in Berlin, winter or summer time). */
export function berlinMidnight(date: string): Date {
  const guess = new Date(`${date}T00:00:00Z`)
  // Berlin is 1 or 2 hours ahead of UTC: midnight there is 23:00 or 22:00 UTC the day before.
  for (const hours of [1, 2]) {
    const candidate = new Date(guess.getTime() - hours * 3_600_000)
    if (berlinDay.format(candidate) === date && berlinHour.format(candidate) === '00:00')
      return candidate
  }
  return guess
}

/** A calendar date `days` later (or earlier), „YYYY-MM-DD“; noon UTC keeps it clear of DST. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Monday 00:00 in Berlin of the week `now` is in. */
export function startOfBerlinWeek(now: Date): Date {
  const today = berlinDate(now)
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  return berlinMidnight(addDays(today, -weekday))
}

/** Minutes since midnight of an instant on the Berlin wall clock (09:30 → 570). */
export function berlinMinuteOfDay(value: string | Date): number {
  const [hours, minutes] = berlinHour.format(new Date(value)).split(':').map(Number)
  return hours! * 60 + minutes!
}

/**
 * The instant of a Berlin wall-clock time: `minuteOfDay` minutes after 00:00 on `date` as the
 * clocks there show it (10:00 is 10:00 on the Sunday summer time begins). A time the clocks skip
 * (02:30 on that Sunday) is taken as the same time in winter time, one hour later than 01:30.
 */
export function berlinInstant(date: string, minuteOfDay: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000
  for (const hours of [1, 2]) {
    const candidate = new Date(wall - hours * 3_600_000)
    if (berlinDay.format(candidate) === date && berlinMinuteOfDay(candidate) === minuteOfDay)
      return candidate
  }
  return new Date(wall - 3_600_000)
}

/** The Berlin weekday of a calendar date, Monday 0 … Sunday 6. */
export const berlinWeekday = (date: string): number =>
  (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7

const berlinClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** What a Berlin clock shows at an instant, as two-digit strings (`year` four). */
export function berlinClockParts(instant: Date) {
  const part = Object.fromEntries(berlinClock.formatToParts(instant).map((p) => [p.type, p.value]))
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  }
}
