'use client'

import { useRowLabel } from '@payloadcms/ui'

type Row = { from?: string; until?: string; hours?: string; note?: string }

const day = (value: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value))

/** A collapsed special day reads as what it is: „24.12.2026 · Heiligabend · geschlossen“. */
export function SpecialDayLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  if (!data?.from) return <span>Sondertag {(rowNumber ?? 0) + 1}</span>
  const dates =
    data.until && data.until !== data.from ? `${day(data.from)}–${day(data.until)}` : day(data.from)
  return (
    <span>
      {[dates, data.note, data.hours ? `${data.hours} Uhr` : 'geschlossen']
        .filter(Boolean)
        .join(' · ')}
    </span>
  )
}
