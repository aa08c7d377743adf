import type { Payload } from 'payload'

import { mollieAmount, type StartedPayment, type StartInput } from '@/contracts/onlinePayments'
import { env } from '@/lib/env'

import { idempotencyKey } from './idempotencyKey.server'
import { offeredMethods } from './offeredMethods.server'
import { siteClient } from './mollieClient.server'
import { attemptsOf, stateOf } from './paymentRows.server'
import { clock } from '@/lib/clock'

export const WEBHOOK_PATH = '/api/payments/webhook'

/**
 * Creates the payment at Mollie with the methods the site offers that can end within the hold,
 * then its row. Mollie's page is where the visitor pays; the row is written before she can get
 * there, so a webhook never names a payment the site does not know. No key or Mollie
 * unreachable: throws, and the seller keeps what it sold unpaid („Zahlung ausstehend“) for the
 * visitor to try again. The seller calls it inside `oneAtATime` of what it sells, so the n-th
 * attempt is unique; Mollie gets a key of it, and a start repeated after a lost answer (the row
 * not written) gets Mollie's first payment back rather than a second one.
 */
export async function startPayment(payload: Payload, input: StartInput): Promise<StartedPayment> {
  const client = await siteClient(payload)
  if (!client) throw new Error('Online payment is switched off (no Mollie key)')
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
    throw new Error(`Cannot start a payment of ${input.amountCents} cents`)
  const methods = (await offeredMethods(payload, input.holdMinutes))?.map((method) => method.id)
  if (!methods) throw new Error('No payment method Mollie offers can end within the hold')
  const attempt = await attemptsOf(payload, input.purpose, input.reference)
  const payment = await client.payments.create({
    idempotencyKey: idempotencyKey('payment', input.purpose, input.reference, attempt),
    amount: mollieAmount(input.amountCents),
    description: input.description.slice(0, 255),
    redirectUrl: input.returnUrl,
    cancelUrl: input.returnUrl,
    webhookUrl: `${env().serverUrl}${WEBHOOK_PATH}`,
    locale: 'de_DE' as never,
    method: methods as never,
    metadata: { purpose: input.purpose, reference: input.reference },
  })
  const checkoutUrl = payment.getCheckoutUrl()
  if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout address`)
  const row = await payload.create({
    collection: 'payments',
    data: {
      mollieId: payment.id,
      purpose: input.purpose,
      reference: input.reference,
      label: input.description.slice(0, 200),
      amountCents: input.amountCents,
      status: 'open',
      mode: payment.mode,
      refundedCents: 0,
      checkedAt: clock.now().toISOString(),
      holdUntil: new Date(clock.ms() + input.holdMinutes * 60_000).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return { checkoutUrl, state: stateOf(row) }
}
