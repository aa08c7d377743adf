import type { Where } from 'payload'

import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { PAYMENT_STATUS_WORDS } from '@/contracts/onlinePayments'
import { COLLECTIONS } from '@/contracts/slugs'
import { formatPrice } from '@/lib/format'
import { field, textOf, wordsOf } from '@/lib/personalFields'

/** What a payment was for, and the kind of record whose found ids name it. */
const PURPOSES = [
  { purpose: 'order', kind: 'orders' },
  { purpose: 'booking', kind: 'appointments' },
] as const

/**
 * Online payments of her orders and appointments. They carry no name or address, and they are
 * Buchungsbelege: kept unchanged on erasure (§ 147 AO).
 */
export const paymentsPersonalData: PersonalDataOffer = {
  key: 'payments',
  label: 'Zahlungen',
  position: 22,
  after: PURPOSES.map((entry) => entry.kind),
  find: async (payload, _person, found) => {
    const or: Where[] = PURPOSES.flatMap(({ purpose, kind }) => {
      const ids = found(kind).map((doc) => String(doc.id))
      const both: Where = { and: [{ purpose: { equals: purpose } }, { reference: { in: ids } }] }
      return ids.length ? [both] : []
    })
    if (!or.length) return []
    const { docs } = await payload.find({
      collection: COLLECTIONS.payments,
      where: { or },
      sort: '-createdAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    })
    return docs as unknown as Doc[]
  },
  title: (doc) => textOf(doc.label) || 'Zahlung',
  fields: [
    field('label', 'Wofür'),
    field('createdAt', 'Begonnen am', 'datetime'),
    field('amountCents', 'Betrag', 'euro'),
    wordsOf('status', 'Status', PAYMENT_STATUS_WORDS),
    field('methodLabel', 'Zahlungsmittel'),
    field('refundedCents', 'Erstattet', 'euro'),
  ],
  desk: {
    label: 'Online-Zahlungen',
    line: (doc) =>
      `${textOf(doc.label) || 'Zahlung'} · ${formatPrice(Number(doc.amountCents ?? 0))}`,
    onErase: 'bleiben unverändert als Buchungsbelege (§ 147 AO); sie nennen keinen Namen',
  },
}
