const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const clockFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })

/**
 * „Sa., 12. Dezember 2026, 10:00–13:00 Uhr“, or with both days when it ends on another day; always
 * Berlin's wall clock, whichever side of a change to or from summer time.
 */
export function eventWhen(start: string | Date, end: string | Date): string {
  const from = new Date(start)
  const to = new Date(end)
  if (berlinDay.format(from) === berlinDay.format(to))
    return `${dayFormat.format(from)}, ${clockFormat.format(from)}–${clockFormat.format(to)} Uhr`
  return `${dayFormat.format(from)}, ${clockFormat.format(from)} Uhr – ${dayFormat.format(to)}, ${clockFormat.format(to)} Uhr`
}

/** „Noch 3 Plätze“, „Noch 1 Platz“, „Ausgebucht“. */
export const placesText = (left: number) =>
  left <= 0 ? 'Ausgebucht' : left === 1 ? 'Noch 1 Platz' : `Noch ${left} Plätze`

/** „kostenlos“, „25,00 €“, „ab 25,00 €“ from the prices of an event's ticket types. */
export function priceRangeText(prices: number[], format: (cents: number) => string): string {
  if (prices.length === 0) return ''
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  if (high === 0) return 'kostenlos'
  if (low === high) return format(low)
  return low === 0 ? `kostenlos bis ${format(high)}` : `${format(low)} bis ${format(high)}`
}
