import type { FeatureManifest } from '@/lib/featureManifest'

/** Online payment through Mollie: the settings, one row per payment, the webhook, refunds. */
export const manifest = {
  plugin: true,
  collections: {
    payments: 'payments',
  },
  globals: {
    paymentSettings: 'payment-settings',
  },
} satisfies FeatureManifest
