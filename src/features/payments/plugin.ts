import type { FeaturePlugin } from '@/lib/featureManifest'
import type { TaskConfig } from 'payload'

import { offerOnlinePayments } from '@/contracts/onlinePayments'
import { oneAtATime } from '@/lib/oneAtATime'
import { withFeature } from '@/lib/payload/withFeature'

import { PaymentSettings } from './collections/paymentSettings'
import { Payments } from './collections/payments'
import { cancelPayment, checkoutUrlOf, paymentsOneAtATime } from './cancelPayment.server'
import { comparePaymentsWithMollie } from './comparePayments.server'
import { latestRow, stateOf } from './paymentRows.server'
import { offeredMethods } from './offeredMethods.server'
import { reconcilePayments } from './reconcile.server'
import { refundPayment } from './refundPayment.server'
import { startPayment } from './startPayment.server'
import { syncPayment } from './syncPayment.server'

const reconcileTask = (jobsCron: string): TaskConfig => ({
  slug: 'reconcilePayments',
  label: 'Offene Online-Zahlungen bei Mollie nachfragen',
  schedule: [{ cron: jobsCron, queue: 'default' }],
  outputSchema: [{ name: 'asked', type: 'number' }],
  handler: async ({ req }) => ({
    output: {
      asked: await oneAtATime(req.payload, 'payments:reconcile', () =>
        reconcilePayments(req.payload),
      ),
    },
  }),
})

/** Every morning: the site's payments and refunds of 120 days against Mollie's. */
const compareTask: TaskConfig = {
  slug: 'comparePaymentsWithMollie',
  label: 'Online-Zahlungen täglich mit Mollie abgleichen',
  schedule: [{ cron: '0 53 3 * * *', queue: 'default' }],
  outputSchema: [
    { name: 'compared', type: 'number' },
    { name: 'differing', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: await oneAtATime(req.payload, 'payments:compare', () =>
      comparePaymentsWithMollie(req.payload),
    ),
  }),
}

/**
 * Online payment through Mollie (docs/payments.md): „Zahlungseinstellungen“ (the key and the methods), one
 * row per payment, the webhook, the reconcile job and refunds, offered to the selling features
 * as contracts/onlinePayments.ts.
 */
export const plugin: FeaturePlugin =
  ({ jobsCron }) =>
  (config) =>
    offerOnlinePayments(
      withFeature(config, {
        collections: [Payments],
        globals: [PaymentSettings],
        tasks: [reconcileTask(jobsCron), compareTask],
      }),
      {
        offer: offeredMethods,
        start: startPayment,
        latest: async (payload, purpose, reference) => {
          const row = await latestRow(payload, purpose, reference)
          return row ? stateOf(row) : null
        },
        sync: syncPayment,
        refund: refundPayment,
        checkoutUrl: checkoutUrlOf,
        cancel: cancelPayment,
        oneAtATime: paymentsOneAtATime,
      },
    )

export { handlePaymentWebhook } from './webhook.server'
export { WEBHOOK_PATH } from './startPayment.server'
export { forgetMethods } from './offeredMethods.server'
