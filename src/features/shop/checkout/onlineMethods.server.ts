import type { Payload } from 'payload'

import { onlinePayments } from '@/contracts/onlinePayments'

/**
 * The methods Mollie offers for this site, or null when online payment is not set up (no key,
 * the payments feature not composed, Mollie not reached yet): then the checkout offers what it
 * offered before.
 */
export async function onlineMethods(payload: Payload) {
  return (await onlinePayments(payload)?.offer(payload)) ?? null
}
