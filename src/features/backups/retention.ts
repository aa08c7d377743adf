/** How many archives of each kind are kept (the owner sets them under „Datensicherung“). */
export type Retention = { daily: number; weekly: number; monthly: number }

export const DEFAULT_RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 }

const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date)

/** ISO week of the Berlin calendar day: „2026-W48“. */
function isoWeek(date: Date): string {
  const [y, m, d] = berlinDay(date).split('-').map(Number)
  const day = new Date(Date.UTC(y!, m! - 1, d!))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${week}`
}

/**
 * The archives to keep, grandfather-father-son: the newest of each of the last `daily` days that
 * have one, of the last `weekly` weeks and of the last `monthly` months; the newest of all is
 * always kept. Returns the names to delete.
 */
export function archivesToDelete(
  archives: Array<{ name: string; date: Date }>,
  retention: Retention,
): string[] {
  const newestFirst = [...archives].sort((a, b) => b.date.getTime() - a.date.getTime())
  const keep = new Set<string>(newestFirst.slice(0, 1).map((archive) => archive.name))
  const periods: Array<[(date: Date) => string, number]> = [
    [berlinDay, retention.daily],
    [isoWeek, retention.weekly],
    [(date) => berlinDay(date).slice(0, 7), retention.monthly],
  ]
  for (const [periodOf, count] of periods) {
    const seen = new Set<string>()
    for (const archive of newestFirst) {
      if (seen.size >= count) break
      const period = periodOf(archive.date)
      if (seen.has(period)) continue
      seen.add(period)
      keep.add(archive.name)
    }
  }
  return newestFirst.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name)
}

/** How many archives the owner made by hand („Jetzt sichern“) are kept, newest first. */
export const MANUAL_KEPT = 10

/**
 * The rotation above is for the nightly archives; one the owner made by hand never takes the
 * place of a night's (a manual backup at noon once removed that night's), and is kept until
 * {@link MANUAL_KEPT} newer manual ones exist. Returns the names to delete.
 */
export function rotate(
  archives: Array<{ name: string; date: Date; manual: boolean }>,
  retention: Retention,
): string[] {
  const manual = archives
    .filter((archive) => archive.manual)
    .sort((a, b) => b.date.getTime() - a.date.getTime())
  return [
    ...archivesToDelete(
      archives.filter((archive) => !archive.manual),
      retention,
    ),
    ...manual.slice(MANUAL_KEPT).map((archive) => archive.name),
  ]
}
