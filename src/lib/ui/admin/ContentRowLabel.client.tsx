'use client'

import { useRowLabel } from '@payloadcms/ui'

import { formatPrice } from '@/lib/format'

type Props = {
  /** Paths in the row to show, joined with „ · “; a path ending in `Cents` is shown in euros. */
  show: string[]
  /** What a row without content is called: „Leistung ohne Namen“. */
  empty: string
  /** A hint at the row when the first path is empty, e.g. how to fix it. */
  emptyHint?: string
}

const read = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    )

const shown = (path: string, value: unknown): string => {
  if (value == null || value === '') return ''
  if (path.endsWith('Cents') && typeof value === 'number') return formatPrice(value)
  return String(value).replace(/\s+/g, ' ').trim().slice(0, 80)
}

/**
 * An array row labelled by its content („Waschen, Schneiden, Föhnen · 45,00 €“, „Leistungen“),
 * not „Leistung 03“ or Payload's English „Child 01“. A row that lacks its main content says so
 * in plain German at the row.
 */
export function ContentRowLabel({ show, empty, emptyHint }: Props) {
  const { data } = useRowLabel<Record<string, unknown>>()
  const parts = show.map((path) => shown(path, read(data, path))).filter(Boolean)
  if (!shown(show[0]!, read(data, show[0]!)))
    return (
      <span data-row-empty>
        {empty}
        {emptyHint ? `: ${emptyHint}` : ''}
      </span>
    )
  return <span>{parts.join(' · ')}</span>
}
