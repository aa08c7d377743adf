import type { Doc, PersonalDataOffer, RecordField } from '@/contracts/personalData'
import { formatDate, formatDateTime, formatPrice } from '@/lib/format'

/**
 * What a person receives of her data (DSGVO Art. 15 and 20, issue 56): each collection offers
 * a list of fields per record (src/contracts/personalData.ts), named in German and chosen one
 * by one. Deny by default: a field not listed is not exported, so a staff member's calendar-feed
 * token, keys, codes and internal ids never reach the file, whatever the collections add later.
 * The same list gives the machine-readable JSON (`key`, raw values) and the readable document
 * (`label`, formatted).
 */

const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/** A record as the JSON file holds it: only the offered fields, raw values, nothing empty. */
export function machineRecord(
  offer: Pick<PersonalDataOffer, 'fields'>,
  doc: Doc,
): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const column of offer.fields) {
    const value = column.value(doc)
    if (!empty(value)) record[column.key] = value
  }
  return record
}

/** A field's value as a person reads it: Berlin times, euros with a comma, Ja/Nein. */
export function shownValue(column: RecordField, value: unknown): string | string[] {
  const instant = typeof value === 'string' && !Number.isNaN(Date.parse(value))
  switch (column.show) {
    case 'datetime':
      return instant ? formatDateTime(String(value)) : String(value)
    case 'date':
      return instant ? formatDate(String(value)) : String(value)
    case 'euro':
      return formatPrice(Number(value))
    case 'yesno':
      return value ? 'Ja' : 'Nein'
    case 'list':
      return (value as unknown[]).map(String)
    default:
      return String(value)
  }
}
