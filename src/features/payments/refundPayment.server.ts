import type { Payload } from 'payload'

import {
  centsOfMollie,
  mollieAmount,
  paymentHandlingOf,
  type PaymentState,
  type RefundResult,
} from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'
import { oneAtATime } from '@/lib/oneAtATime'
import type { Payment } from '@/payload-types'

import { idempotencyKey } from './idempotencyKey.server'
import { siteClient } from './mollieClient.server'
import { stateOf } from './paymentRows.server'
import { clock } from '@/lib/clock'

type RefundLine = NonNullable<Payment['refunds']>[number]

/**
 * Every change of a payment's refunds runs under this key: a refund the owner asks for, one the
 * site makes itself (a deposit, a payment after a cancellation) and the take-over of refunds
 * made in Mollie's dashboard. One at a time per payment, so each reads the refunds the one before
 * recorded, and the site's total always equals Mollie's.
 */
const refundsOf = (id: number) => `payment-refunds:${id}`

/**
 * Other writes of a payment's row (a webhook's status) run under the same key: Payload's update
 * writes the whole row as it read it, and a refund recorded meanwhile would be written over.
 */
export const withPaymentRow = <T>(payload: Payload, id: number, work: () => Promise<T>) =>
  oneAtATime(payload, refundsOf(id), work)

const readRow = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true }).catch(() => null)

async function record(payload: Payload, row: Payment, lines: RefundLine[]): Promise<Payment> {
  const refunds = [...(row.refunds ?? []), ...lines]
  return payload.update({
    collection: 'payments',
    id: row.id,
    data: {
      refundedCents: refunds.reduce((sum, line) => sum + line.cents, 0),
      refunds,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/** The seller hears of each refund after it is recorded; its failure does not undo the refund. */
async function tellSeller(payload: Payload, state: PaymentState, lines: RefundLine[]) {
  for (const line of lines)
    try {
      await paymentHandlingOf(payload, state.purpose)?.refunded?.(payload, state, line.cents, {
        by: line.by ?? 'automatisch',
        reason: line.reason ?? '',
      })
    } catch (error) {
      payload.logger.error(
        `Refund of payment ${state.id} recorded, seller not told: ${String(error)}`,
      )
    }
}

/**
 * Gives money back through Mollie and records it with the payment; the seller hears of it (the
 * order's history and the customer's mail, a cancelled appointment). At most what was paid and
 * not yet refunded. Exactly once: the refunds of one payment run one at a time (in-process and,
 * on PostgreSQL, across processes), each reads what the one before recorded, and Mollie gets an
 * `Idempotency-Key` of the payment and the refund's place in its list, so a request repeated
 * after a lost answer gets Mollie's first refund back instead of a second one.
 */
export function refundPayment(
  payload: Payload,
  input: { paymentId: number; cents: number; reason: string; by: string },
): Promise<RefundResult> {
  return oneAtATime(payload, refundsOf(input.paymentId), async () => {
    const row = await readRow(payload, input.paymentId)
    if (!row) return { ok: false as const, message: 'Diese Zahlung gibt es nicht.' }
    if (row.status !== 'paid' || (row.flagged && !row.flagNote?.startsWith(UNEXPECTED)))
      return { ok: false as const, message: 'Erstatten lässt sich nur eine bezahlte Zahlung.' }
    const left = row.amountCents - (row.refundedCents ?? 0)
    if (left <= 0)
      return { ok: false as const, message: 'Diese Zahlung ist schon vollständig erstattet.' }
    if (!Number.isInteger(input.cents) || input.cents < 1 || input.cents > left)
      return {
        ok: false as const,
        message: `Bitte einen Betrag zwischen 0,01 € und ${formatPrice(left)} angeben.`,
      }
    const client = await siteClient(payload)
    if (!client)
      return {
        ok: false as const,
        message: 'Online-Zahlung ist ausgeschaltet (kein Mollie-Schlüssel).',
      }
    const place = row.refunds?.length ?? 0
    let refundId: string
    try {
      const refund = await client.paymentRefunds.create({
        paymentId: row.mollieId,
        amount: mollieAmount(input.cents),
        description: input.reason.slice(0, 140) || 'Erstattung',
        idempotencyKey: idempotencyKey('refund', row.mollieId, place, input.cents),
      })
      refundId = refund.id
    } catch (error) {
      payload.logger.warn(
        `Refund of payment ${row.id} refused by Mollie: ${(error as Error).message}`,
      )
      return {
        ok: false as const,
        message: `Mollie hat die Erstattung abgelehnt: ${(error as Error).message}`,
      }
    }
    const line: RefundLine = {
      mollieRefundId: refundId,
      cents: input.cents,
      reason: input.reason.slice(0, 500),
      by: input.by,
      at: clock.now().toISOString(),
    }
    const updated = await record(payload, row, [line])
    return { ok: true as const, state: stateOf(updated), told: [line] }
  }).then(async (result) => {
    if (!result.ok) return result
    await tellSeller(payload, result.state, result.told)
    return { ok: true, state: result.state }
  })
}

/**
 * Refunds Mollie knows and the site does not (made in Mollie's dashboard): recorded with the
 * payment and told to the seller like the site's own, so „Erstattet“ is what Mollie paid back.
 * Called when Mollie reports more refunded than the row holds (a webhook, the daily check).
 */
export async function takeOverRemoteRefunds(payload: Payload, paymentId: number): Promise<number> {
  const result = await oneAtATime(payload, refundsOf(paymentId), async () => {
    const row = await readRow(payload, paymentId)
    const client = row ? await siteClient(payload) : null
    if (!row || !client) return null
    const known = new Set((row.refunds ?? []).map((line) => line.mollieRefundId))
    const lines: RefundLine[] = []
    for await (const refund of client.paymentRefunds.iterate({ paymentId: row.mollieId })) {
      const cents = centsOfMollie(refund.amount)
      if (known.has(refund.id) || !cents || ['failed', 'canceled'].includes(refund.status)) continue
      lines.push({
        mollieRefundId: refund.id,
        cents,
        reason: refund.description ?? '',
        by: 'im Mollie-Dashboard',
        at: refund.createdAt ?? clock.now().toISOString(),
      })
    }
    if (lines.length === 0) return null
    return { state: stateOf(await record(payload, row, lines)), lines }
  })
  if (!result) return 0
  payload.logger.info(`Payment ${paymentId}: ${result.lines.length} refund(s) from Mollie recorded`)
  await tellSeller(payload, result.state, result.lines)
  return result.lines.length
}

/** The start of the note of a payment nobody expected (see settleUnexpected). */
export const UNEXPECTED = 'Unerwartete Zahlung'
