import type { Doc, PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { formatPrice } from '@/lib/format'
import { field, textOf } from '@/lib/personalFields'

const KINDS: Record<string, string> = { invoice: 'Rechnung', correction: 'Rechnungskorrektur' }

/**
 * The invoices of her orders: the buyer's name and address are on them, and they stay as issued
 * for the retention period (§ 147 AO: 8 years), an erasure included; she receives what they say.
 */
export const invoicesPersonalData: PersonalDataOffer = {
  key: 'invoices',
  label: 'Rechnungen',
  position: 25,
  after: ['orders'],
  find: async (payload, _person, found) => {
    const orders = found('orders').map((order) => order.id)
    if (!orders.length) return []
    const { docs } = await payload.find({
      collection: COLLECTIONS.invoices,
      where: { order: { in: orders } },
      sort: 'issuedAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      select: {
        label: true,
        kind: true,
        issuedAt: true,
        buyer: true,
        totalCents: true,
        reason: true,
      },
    })
    return docs as unknown as Doc[]
  },
  title: (doc) => `${KINDS[textOf(doc.kind)] ?? 'Rechnung'} ${textOf(doc.label)}`,
  fields: [
    field('label', 'Nummer'),
    { key: 'kind', label: 'Art', value: (doc) => KINDS[textOf(doc.kind)] ?? textOf(doc.kind) },
    field('issuedAt', 'Ausgestellt am', 'datetime'),
    field('buyer', 'Rechnungsempfänger'),
    field('totalCents', 'Betrag', 'euro'),
    field('reason', 'Grund der Korrektur'),
  ],
  desk: {
    line: (doc) =>
      `${KINDS[textOf(doc.kind)] ?? 'Rechnung'} ${textOf(doc.label)} · ${formatPrice(Number(doc.totalCents ?? 0))}`,
    when: (doc) => doc.issuedAt,
    onErase: 'bleiben unverändert, wie ausgestellt: Buchungsbelege, 8 Jahre (§ 147 AO)',
  },
}
