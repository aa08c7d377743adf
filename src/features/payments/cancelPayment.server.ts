import type { Payload } from 'payload'

import { oneAtATime as inOrder } from '@/lib/oneAtATime'
import type { PaymentPurpose } from '@/contracts/onlinePayments'

import { siteClient } from './mollieClient.server'
import { syncPayment } from './syncPayment.server'

/**
 * Ends an open payment at Mollie before what it held is released: `DELETE /v2/payments/{id}`
 * where Mollie allows it (`isCancelable`), then the payment is read again and handled as a
 * webhook would be. True when the payment is over unpaid now; false when it was paid meanwhile,
 * cannot be cancelled (Mollie lets it expire; a payment that still comes is refunded as
 * unexpected) or Mollie cannot be reached.
 */
export async function cancelPayment(payload: Payload, mollieId: string): Promise<boolean> {
  const client = await siteClient(payload)
  if (!client) return false
  try {
    const remote = await client.payments.get(mollieId)
    if (remote.isCancelable) await client.payments.cancel(mollieId)
  } catch (error) {
    payload.logger.warn(`Payment ${mollieId} could not be cancelled: ${(error as Error).message}`)
  }
  const state = await syncPayment(payload, mollieId).catch(() => null)
  return Boolean(state && ['canceled', 'expired', 'failed'].includes(state.status))
}

/** Mollie's page of a payment that is still open, or null. */
export async function checkoutUrlOf(payload: Payload, mollieId: string): Promise<string | null> {
  const client = await siteClient(payload)
  if (!client) return null
  try {
    const remote = await client.payments.get(mollieId)
    return remote.status === 'open' ? (remote.getCheckoutUrl() ?? null) : null
  } catch {
    return null
  }
}

/** Starts, retries and cancellations of payments for one thing sold, one at a time. */
export const paymentsOneAtATime = <T>(
  payload: Payload,
  purpose: PaymentPurpose,
  reference: string,
  work: () => Promise<T>,
) => inOrder(payload, `payments:${purpose}:${reference}`, work)
