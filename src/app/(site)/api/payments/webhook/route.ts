import { handlePaymentWebhook } from '@/features/payments'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/payments.md: Mollie's webhook, `POST` with the form field `id`. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/payments/webhook',
  usage: 'Use POST with the form field id (a Mollie payment id).',
  unavailable: 'Payments cannot be checked right now; Mollie will call again.',
  POST: handlePaymentWebhook,
})
