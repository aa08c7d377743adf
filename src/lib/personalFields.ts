import type { Doc, FieldShow, RecordField } from '@/contracts/personalData'

/** Small builders for the fields a collection offers to the data-request desk. */

export const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** A related document's name or title (her stylist, the event), never the rest of it. */
export const nameOf = (value: unknown) =>
  value && typeof value === 'object' ? textOf((value as Doc).name ?? (value as Doc).title) : ''

/** A stored field as it is, shown as `show` says. */
export const field = (key: string, label: string, show: FieldShow = 'text'): RecordField => ({
  key,
  label,
  show,
  value: (doc) => doc[key],
})

/** A stored value (a status) as a person reads it. */
export const wordsOf = (
  key: string,
  label: string,
  words: Record<string, string>,
): RecordField => ({
  key,
  label,
  value: (doc) => words[textOf(doc[key])] ?? textOf(doc[key]),
})

/** A postal address group as one line. */
export function addressLine(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const a = value as Doc
  const name = [a.firstName, a.lastName].map(textOf).filter(Boolean).join(' ')
  const place = [a.postcode, a.city].map(textOf).filter(Boolean).join(' ')
  return [textOf(a.company), name, textOf(a.street), place, textOf(a.country)]
    .filter(Boolean)
    .join(', ')
}

/** A text without its links: they may carry a key that opens her order, booking or tickets. */
export const withoutLinks = (body: string) => body.replace(/\bhttps?:\/\/\S+/g, '[Link entfernt]')

/** „1 Bestellung“ / „3 Bestellungen“. */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`
