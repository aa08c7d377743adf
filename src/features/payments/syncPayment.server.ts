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
import {
  refundPayment,
  takeOverRemoteRefunds,
  UNEXPECTED,
  withPaymentRow,
} from './refundPayment.server'
import { clock } from '@/lib/clock'

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
    const verdict = await handling?.statusChanged(payload, state)
    if (verdict && state.status === 'paid') await settleUnexpected(payload, row, verdict.unexpected)
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
 * A payment for which nothing was sold (it came after the order was cancelled, or a second time
 * for what is paid already): flagged for the owner with the seller's reason, never counted as
 * paid, and refunded in full at once; the seller's `refunded` tells the customer (and the owner).
 */
async function settleUnexpected(payload: Payload, row: Payment, reason: string) {
  const note = (flagNote: string) =>
    withPaymentRow(payload, row.id, () =>
      payload.update({
        collection: 'payments',
        id: row.id,
        data: { flagged: true, flagNote },
        overrideAccess: true,
        depth: 0,
      }),
    )
  await note(`${UNEXPECTED}: ${reason} Automatisch erstattet.`)
  payload.logger.warn(`Payment ${row.id}: paid though nothing was sold for it; refunding`)
  const result = await refundPayment(payload, {
    paymentId: row.id,
    cents: row.amountCents - (row.refundedCents ?? 0),
    reason: `Automatisch erstattet: ${reason}`,
    by: 'automatisch',
  })
  if (!result.ok) {
    await note(
      `${UNEXPECTED}: ${reason} Die Erstattung ist fehlgeschlagen (${result.message}); bitte im Mollie-Dashboard erstatten.`,
    )
    payload.logger.error(`Payment ${row.id}: automatic refund failed: ${result.message}`)
  }
}

/** Mollie's method once the visitor chose one; while open it may be the list offered. */
const oneMethod = (method: unknown) => (typeof method === 'string' && method ? method : null)

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
  const method = oneMethod(remote.method) ?? oneMethod(row.method)
  const updated = await withPaymentRow(payload, row.id, () =>
    payload.update({
      collection: 'payments',
      id: row.id,
      data: {
        status,
        method,
        methodLabel: methodLabel(method),
        checkedAt: clock.now().toISOString(),
        ...(mismatch
          ? {
              flagged: true,
              flagNote: `Mollie meldet ${remote.amount?.value ?? '?'} ${remote.amount?.currency ?? ''}, verlangt waren ${(row.amountCents / 100).toFixed(2)} EUR (Status bei Mollie: ${status}). Bitte prüfen Sie die Zahlung im Mollie-Dashboard.`,
            }
          : {}),
      },
      overrideAccess: true,
      depth: 0,
    }),
  )
  // Refunds are recorded where they are made; more refunded at Mollie means her dashboard did it.
  if ((centsOfMollie(remote.amountRefunded) ?? 0) > (row.refundedCents ?? 0))
    await takeOverRemoteRefunds(payload, row.id)
  const state = stateOf(updated)
  if (mismatch) {
    if (!row.flagged)
      payload.logger.warn(`Payment ${row.id}: amount reported by Mollie differs; flagged`)
    return state
  }
  if (!row.flagged) await tellSeller(payload, updated, state)
  return state
}
