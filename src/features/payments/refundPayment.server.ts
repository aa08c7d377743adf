import type { Payload } from 'payload'

import { mollieAmount, paymentHandlingOf, type RefundResult } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'

import { siteClient } from './mollieClient.server'
import { stateOf } from './paymentRows.server'

/**
 * Gives money back through Mollie and records it with the payment; the seller hears of it (the
 * order's history, a cancelled appointment). At most what was paid and not yet refunded.
 */
export async function refundPayment(
  payload: Payload,
  input: { paymentId: number; cents: number; reason: string; by: string },
): Promise<RefundResult> {
  const row = await payload
    .findByID({ collection: 'payments', id: input.paymentId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!row) return { ok: false, message: 'Diese Zahlung gibt es nicht.' }
  if (row.status !== 'paid' || row.flagged)
    return { ok: false, message: 'Erstatten lässt sich nur eine bezahlte Zahlung.' }
  const left = row.amountCents - (row.refundedCents ?? 0)
  if (!Number.isInteger(input.cents) || input.cents < 1 || input.cents > left)
    return {
      ok: false,
      message: `Bitte einen Betrag zwischen 0,01 € und ${formatPrice(left)} angeben.`,
    }
  const client = await siteClient(payload)
  if (!client)
    return { ok: false, message: 'Online-Zahlung ist ausgeschaltet (kein Mollie-Schlüssel).' }
  let refundId: string
  try {
    const refund = await client.paymentRefunds.create({
      paymentId: row.mollieId,
      amount: mollieAmount(input.cents),
      description: input.reason.slice(0, 140) || 'Erstattung',
    })
    refundId = refund.id
  } catch (error) {
    payload.logger.warn(
      `Refund of payment ${row.id} refused by Mollie: ${(error as Error).message}`,
    )
    return {
      ok: false,
      message: `Mollie hat die Erstattung abgelehnt: ${(error as Error).message}`,
    }
  }
  const updated = await payload.update({
    collection: 'payments',
    id: row.id,
    data: {
      refundedCents: (row.refundedCents ?? 0) + input.cents,
      refunds: [
        ...(row.refunds ?? []),
        {
          mollieRefundId: refundId,
          cents: input.cents,
          reason: input.reason.slice(0, 500),
          by: input.by,
          at: new Date().toISOString(),
        },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  const state = stateOf(updated)
  try {
    await paymentHandlingOf(payload, state.purpose)?.refunded?.(
      payload,
      state,
      input.cents,
      input.by,
    )
  } catch (error) {
    payload.logger.error(`Refund of payment ${row.id} recorded, seller not told: ${String(error)}`)
  }
  return { ok: true, state }
}
