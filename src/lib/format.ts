const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** 4500 → „45,00 €“; with `from` → „ab 45,00 €“. Prices are stored in cents. */
export function formatPrice(cents: number, from = false): string {
  const amount = euro.format(cents / 100)
  return from ? `ab ${amount}` : amount
}

/** 90 → „90 Min.“ */
export const formatDuration = (minutes: number): string => `${minutes} Min.`

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

export const formatDate = (value: string | Date): string => dateFormat.format(new Date(value))

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant on the salon's clock: „01.12.2026, 14:30 Uhr“. */
export const formatDateTime = (value: string | Date): string =>
  `${dateTimeFormat.format(new Date(value))} Uhr`
