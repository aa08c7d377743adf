import type { PersonalDataOffer } from '@/contracts/personalData'
import { COLLECTIONS } from '@/contracts/slugs'
import { recordsWhere } from '@/lib/personalData.server'
import { formatPrice } from '@/lib/format'
import { counted, field } from '@/lib/personalFields'

/** Vouchers bought for her: the balance is the buyer's money, so only her address goes. */
export const vouchersPersonalData: PersonalDataOffer = {
  key: 'vouchers',
  label: 'Gutscheine für Sie',
  position: 90,
  find: (payload, person) =>
    recordsWhere(payload, COLLECTIONS.vouchers, { recipientEmail: { equals: person.email } }),
  title: (doc) => `Gutschein über ${formatPrice(Number(doc.initialCents ?? 0))}`,
  // Never the code: it is the voucher's money.
  fields: [
    field('initialCents', 'Wert', 'euro'),
    field('balanceCents', 'Restguthaben', 'euro'),
    field('validUntil', 'Gültig bis', 'date'),
    field('recipientEmail', 'E-Mail'),
    field('createdAt', 'Ausgestellt am', 'datetime'),
  ],
  desk: {
    label: 'Gutscheine',
    line: (doc) => `Gutschein · Restguthaben ${formatPrice(Number(doc.balanceCents ?? 0))}`,
    onErase: 'behalten ihr Guthaben; die Empfängeradresse wird entfernt',
  },
  erase: async (payload, person) => {
    const { docs } = await payload.update({
      collection: COLLECTIONS.vouchers,
      where: { recipientEmail: { equals: person.email } },
      data: { recipientEmail: null },
      overrideAccess: true,
      depth: 0,
      limit: 10_000,
    })
    return {
      done: docs.length
        ? `${counted(docs.length, 'Gutschein', 'Gutscheine')} ohne Empfängeradresse (das Guthaben bleibt)`
        : null,
      kept: null,
    }
  },
}
