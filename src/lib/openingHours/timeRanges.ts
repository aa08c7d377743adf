/** One opening period of a day, as „HH:MM“ wall-clock times in Berlin. */
export type TimeRange = { opens: string; closes: string }

const CLOSED_WORDS = /^(geschlossen|zu|ruhetag|-|–)?$/i

const pad = (hour: string, minute = '00') => `${hour.padStart(2, '0')}:${minute.padEnd(2, '0')}`

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** „9“, „9:30“, „09.30“, „930“? Only the first three: a bare four-digit number is ambiguous. */
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?`
const RANGE = new RegExp(String.raw`^${TIME}\s*(?:-|–|—|bis)\s*${TIME}(?:\s*uhr)?$`, 'i')

/**
 * A day's hours as an owner types them: „9–12, 14–18“, „09:00 - 12:30 und 14:00 bis 18:00 Uhr“.
 * Empty or „geschlossen“ is a closed day. Returns the sorted ranges or a German message.
 */
export function parseTimeRanges(input: string): { ranges: TimeRange[] } | { error: string } {
  const text = input.trim().replace(/\s+uhr$/i, '')
  if (CLOSED_WORDS.test(text)) return { ranges: [] }
  const ranges: TimeRange[] = []
  for (const part of text.split(/\s*(?:,|;|\bund\b|\/)\s*/i)) {
    const match = RANGE.exec(part)
    if (!match)
      return { error: `„${part}“ ist keine Zeitspanne. Beispiel: 09:00–12:00, 14:00–18:00` }
    const [, fromHour, fromMinute, toHour, toMinute] = match
    const range = { opens: pad(fromHour!, fromMinute), closes: pad(toHour!, toMinute) }
    const valid = [range.opens, range.closes].every((time) =>
      /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(time),
    )
    if (!valid) return { error: `„${part}“ enthält keine gültige Uhrzeit.` }
    if (minutesOf(range.closes) <= minutesOf(range.opens))
      return { error: `„${part}“: Die zweite Uhrzeit muss nach der ersten liegen.` }
    ranges.push(range)
  }
  ranges.sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
  const overlap = ranges.some(
    (range, index) => index > 0 && minutesOf(range.opens) < minutesOf(ranges[index - 1]!.closes),
  )
  if (overlap) return { error: 'Die Zeitspannen überschneiden sich.' }
  return { ranges }
}

/** Ranges as stored and shown: „09:00–12:00, 14:00–18:00“; none is the empty string. */
export const formatTimeRanges = (ranges: TimeRange[]): string =>
  ranges.map(({ opens, closes }) => `${opens}–${closes}`).join(', ')

/** Stored text to ranges; anything unreadable (never saved so) counts as closed. */
export function rangesOf(stored: string | null | undefined): TimeRange[] {
  const parsed = parseTimeRanges(stored ?? '')
  return 'ranges' in parsed ? parsed.ranges : []
}

export const minutesOfDay = minutesOf
