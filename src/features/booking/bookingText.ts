import { formatPrice } from '@/lib/format'
import type { BookingService } from '@/payload-types'

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})
const monthFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
})

/** „Dienstag, 1. Dezember“ for a Berlin calendar date. */
export const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`))

/** „Dezember 2026“. */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`))

/** „Waschen, Schneiden, Föhnen · 60 Min. · ab 45,00 €“. */
export const serviceLine = (service: BookingService) =>
  `${service.durationMinutes} Min. · ${formatPrice(service.priceCents ?? 0, Boolean(service.from))}`

/** „Anna“, „Anna oder Ben“, „Anna, Ben oder Clara“. */
export function namesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} oder ${names.at(-1)}`
}
