import type { Payload } from 'payload'

import {
  personalDataOffers,
  type Doc,
  type PersonalDataOffer,
  type PersonSought,
} from '@/contracts/personalData'
import { clock } from '@/lib/clock'
import { csvDocument } from '@/lib/csv'
import type { Customer } from '@/payload-types'

import { consentIdsOf } from './accountRecords.server'
import { machineRecord, shownValue } from './privacy/personalRecords'

export type DeskOffer = PersonalDataOffer & { collection: string }

/** One kind of record held about the person, as its collection offered it. */
export type FoundKind = { offer: DeskOffer; docs: Doc[] }

/** Everything stored about one person, kind by kind (src/contracts/personalData.ts). */
export type PersonalData = { email: string; person: PersonSought; kinds: FoundKind[] }

/** The person a request is about: the address, and her account when she has one. */
export const personOf = (email: string, customer: Customer | null): PersonSought => ({
  email: email.toLowerCase(),
  customerId: customer?.id ?? null,
  consentIds: customer ? consentIdsOf(customer) : [],
})

/**
 * Everything stored about one person (DSGVO Art. 15 and 20): each collection that offers personal
 * data finds hers; one that finds through another's records (payments of her orders) runs once
 * those are found. The records as stored, for the owner's desk and the erasure; what leaves the
 * site is `personalDataFile` and `personalDataPage`.
 */
export async function collectPersonalData(
  payload: Payload,
  email: string,
  customer: Customer | null,
): Promise<PersonalData> {
  const person = personOf(email, customer)
  const offers = personalDataOffers(payload)
  const offered = new Set(offers.map((offer) => offer.key))
  const found = new Map<string, Doc[]>()
  let waiting = offers
  while (waiting.length) {
    const ready = waiting.filter((offer) =>
      (offer.after ?? []).every((kind) => found.has(kind) || !offered.has(kind)),
    )
    if (!ready.length)
      throw new Error(
        `Personal data: the offers of ${waiting.map((offer) => offer.key).join(', ')} wait on each other`,
      )
    const results = await Promise.all(
      ready.map((offer) => offer.find(payload, person, (kind) => found.get(kind) ?? [])),
    )
    ready.forEach((offer, index) => found.set(offer.key, results[index] ?? []))
    waiting = waiting.filter((offer) => !ready.includes(offer))
  }
  return {
    email: person.email,
    person,
    kinds: offers.map((offer) => ({ offer, docs: found.get(offer.key) ?? [] })),
  }
}

/** The docs of one kind, by its key. */
export const docsOf = (data: PersonalData, key: string): Doc[] =>
  data.kinds.find((kind) => kind.offer.key === key)?.docs ?? []

/** The machine-readable file: only the offered fields, raw values (ISO times, cents). */
export function personalDataFile(data: PersonalData, now = clock.now()) {
  const file: Record<string, unknown> = { exportedAt: now.toISOString(), email: data.email }
  for (const { offer, docs } of data.kinds) {
    const records = docs.map((doc) => machineRecord(offer, doc))
    file[offer.key] = offer.single ? (records[0] ?? null) : records
  }
  return file
}

/** „Meine Daten herunterladen“: the signed-in customer's records. */
export const accountExport = (payload: Payload, customer: Customer) =>
  collectPersonalData(payload, customer.email, customer)

/** The same data as rows (Bereich; Eintrag; Feld; Wert) for a spreadsheet, as a person reads it. */
export function exportCsv(data: PersonalData): string {
  const rows: string[][] = [['Bereich', 'Eintrag', 'Feld', 'Wert']]
  for (const { offer, docs } of data.kinds)
    docs.forEach((doc, index) => {
      const record = machineRecord(offer, doc)
      for (const column of offer.fields) {
        const value = record[column.key]
        if (value === undefined) continue
        const shown = shownValue(column, value)
        rows.push([
          offer.label,
          String(index + 1),
          column.label,
          Array.isArray(shown) ? shown.join('; ') : shown,
        ])
      }
    })
  return csvDocument(rows)
}
