import type { Doc, PendingItem } from '@/contracts/personalData'
import { formatDate } from '@/lib/format'

import type { PersonalData } from '../accountExport.server'

export type { PendingItem }

export type FoundItem = { title: string; when: string | null; href: string | null }

/** One kind of record held about the person, as the owner's desk lists it. */
export type FoundGroup = {
  key: string
  label: string
  /** What „Löschen“ does to this kind (DSGVO Art. 17 with the retention the law asks for). */
  onErase: string
  items: FoundItem[]
}

const dateOf = (value: unknown) => (typeof value === 'string' && value ? formatDate(value) : null)
const adminLink = (collection: string, id: unknown) =>
  typeof id === 'number' || typeof id === 'string' ? `/admin/collections/${collection}/${id}` : null

/** The person's data as groups of found records, each with its link in the admin. */
export function privacySummary(data: PersonalData): FoundGroup[] {
  return data.kinds
    .filter(({ docs }) => docs.length > 0)
    .map(({ offer, docs }) => ({
      key: offer.key,
      label: offer.desk.label ?? offer.label,
      onErase: offer.desk.onErase,
      items: docs.map((doc: Doc) => ({
        title: (offer.desk.line ?? offer.title)(doc),
        when: dateOf(offer.desk.when ? offer.desk.when(doc) : doc.createdAt),
        href: adminLink(offer.collection, doc.id),
      })),
    }))
}

/**
 * What is not finished yet for the person, and what an erasure now would do to it (issue 56):
 * named before anything is erased, so the owner finishes or cancels it first (an order
 * anonymised cannot be delivered) or erases knowing what stays. Each kind says what is open.
 */
export function pendingOf(data: PersonalData, now: Date): PendingItem[] {
  return data.kinds.flatMap(({ offer, docs }) =>
    offer.pending
      ? offer.pending(docs, now).map(({ id, ...item }) => ({
          ...item,
          href: adminLink(offer.collection, id),
        }))
      : [],
  )
}
