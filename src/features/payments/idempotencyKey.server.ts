import { createHmac } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * The `Idempotency-Key` Mollie gets for one money action, derived from what the site claimed for
 * it (the payment's row and its n-th refund, the order's n-th payment attempt): a repeated or
 * retried request sends the same key and Mollie answers it with its first answer instead of
 * charging or refunding again. Keyed with the site's secret, so two sites on one Mollie account
 * (a copy for testing, say) never share a key for their own „order 1“.
 */
export const idempotencyKey = (...parts: Array<string | number>) =>
  createHmac('sha256', env().payloadSecret)
    .update(['mollie', ...parts].join(':'))
    .digest('base64url')
    .slice(0, 40)
