import type { Payload } from 'payload'

import {
  centsOfMollie,
  type PaymentState,
  type PaymentStatus,
  PAYMENT_STATUSES,
  paymentHandlingOf,
} from '@/contracts/onlinePayments'
import { claimRow } from '@/lib/payload/claimRow'
import type { Payment } from '@/payload-types'

import { methodLabel } from './methodLabels'
import { siteClient } from './mollieClient.server'
import { rowByMollieId, stateOf } from './paymentRows.server'

const isStatus = (value: unknown): value is PaymentStatus =>
  PAYMENT_STATUSES.includes(value as PaymentStatus)

/**
 * Tells the seller of a status once: the row's `handledStatus` is moved in one conditional update,
 * so of two webhooks (or a webhook and the reconcile job) at the same moment exactly one acts. If
 * the seller fails, the mark goes back and the next webhook or the job tries again.
 */
async function tellSeller(payload: Payload, row: Payment, state: PaymentState) {
  const before = row.handledStatus ?? null
  if (before === state.status) return
  const mine = await claimRow(payload, {
    table: 'payments',
    id: row.id,
    expect: { handled_status: before },
    set: { handled_status: state.status },
  })
  if (!mine) return
  const handling = paymentHandlingOf(payload, state.purpose)
  try {
    await handling?.statusChanged(payload, state)
  } catch (error) {
    await claimRow(payload, {
      table: 'payments',
      id: row.id,
      expect: { handled_status: state.status },
      set: { handled_status: before },
    })
    throw error
  }
}

/**
 * Asks Mollie about one payment and acts on its answer: the only way a payment's status changes
 * (a webhook only names the payment). An amount other than the one asked for is flagged for the
 * owner and never passed on as paid. Null for a payment this site did not start.
 */
export async function syncPayment(
  payload: Payload,
  mollieId: string,
): Promise<PaymentState | null> {
  const row = await rowByMollieId(payload, mollieId)
  if (!row) return null
  const client = await siteClient(payload)
  if (!client) throw new Error('Online payment is switched off (no Mollie key)')
  const remote = await client.payments.get(mollieId)
  const status = isStatus(remote.status) ? remote.status : (row.status as PaymentStatus)
  const amount = centsOfMollie(remote.amount)
  const mismatch = amount !== row.amountCents
  const refunded = Math.max(centsOfMollie(remote.amountRefunded) ?? 0, row.refundedCents ?? 0)
  const updated = await payload.update({
    collection: 'payments',
    id: row.id,
    data: {
      status,
      method: remote.method ?? row.method ?? null,
      methodLabel: methodLabel(remote.method ?? row.method),
      refundedCents: refunded,
      checkedAt: new Date().toISOString(),
      ...(mismatch
        ? {
            flagged: true,
            flagNote: `Mollie meldet ${remote.amount?.value ?? '?'} ${remote.amount?.currency ?? ''}, verlangt waren ${(row.amountCents / 100).toFixed(2)} EUR (Status bei Mollie: ${status}). Bitte prüfen Sie die Zahlung im Mollie-Dashboard.`,
          }
        : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  const state = stateOf(updated)
  if (mismatch) {
    if (!row.flagged)
      payload.logger.warn(`Payment ${row.id}: amount reported by Mollie differs; flagged`)
    return state
  }
  if (!row.flagged) await tellSeller(payload, updated, state)
  return state
}
