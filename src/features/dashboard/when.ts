const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** „24.11.2026, 10:30“ in Berlin time. */
export const when = (value: string) => dateTime.format(new Date(value))
