import type { Payload } from 'payload'

import type { PaymentPurpose, PaymentState, PaymentStatus } from '@/contracts/onlinePayments'
import type { Payment } from '@/payload-types'

import { methodLabel } from './methodLabels'

export const stateOf = (row: Payment): PaymentState => ({
  id: row.id,
  mollieId: row.mollieId,
  purpose: row.purpose as PaymentPurpose,
  reference: row.reference,
  amountCents: row.amountCents,
  status: row.status as PaymentStatus,
  method: row.method ?? null,
  methodLabel: row.methodLabel || methodLabel(row.method),
  refundedCents: row.refundedCents ?? 0,
  flagged: Boolean(row.flagged),
  createdAt: row.createdAt,
  holdUntil: row.holdUntil ?? null,
})

/** How many payments were started for what is sold: the next attempt's number. */
export async function attemptsOf(payload: Payload, purpose: PaymentPurpose, reference: string) {
  const { totalDocs } = await payload.count({
    collection: 'payments',
    where: { and: [{ purpose: { equals: purpose } }, { reference: { equals: reference } }] },
    overrideAccess: true,
  })
  return totalDocs
}

export async function rowByMollieId(payload: Payload, mollieId: string): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { mollieId: { equals: mollieId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function latestRow(
  payload: Payload,
  purpose: PaymentPurpose,
  reference: string,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ purpose: { equals: purpose } }, { reference: { equals: reference } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
