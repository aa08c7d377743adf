import { berlinDate } from '@/lib/berlinTime'

type Row = { from?: string | null; until?: string | null; note?: string | null }

const german = (date: string) => date.split('-').reverse().join('.')

/**
 * Two special days on the same date (or overlapping ranges) would both show on the site, and the
 * visitor could not tell which hours hold. The second is refused, naming the date and the first.
 */
export function specialDayOverlap(rows: readonly Row[] | null | undefined): string | true {
  const ranges = (rows ?? [])
    .filter((row) => row?.from)
    .map((row) => {
      const from = berlinDate(row.from!)
      const until = row.until ? berlinDate(row.until) : from
      return { from, until: until < from ? from : until, note: row.note?.trim() }
    })
  for (let i = 0; i < ranges.length; i++)
    for (let j = 0; j < i; j++) {
      const a = ranges[j]!
      const b = ranges[i]!
      if (b.from <= a.until && a.from <= b.until) {
        const day = german(b.from > a.from ? b.from : a.from)
        return `Für den ${day} gibt es schon einen Sondertag${a.note ? ` („${a.note}“)` : ''}. Bitte einen der beiden Einträge ändern oder entfernen.`
      }
    }
  return true
}
