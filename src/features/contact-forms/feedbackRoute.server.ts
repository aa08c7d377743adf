import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rateLimit'

import { createConfirmationLimits } from './confirmationLimits'
import { transportFor } from './outbox.server'

/**
 * Per address and instance: 10 submissions in 10 minutes (CONTACT_RATE_LIMIT) is more than any
 * person sends. The e2e suite, which sends many forms from one address, raises it.
 */
let limiter: ReturnType<typeof createRateLimiter> | undefined
const feedbackLimiter = () =>
  (limiter ??= createRateLimiter({ limit: env().contactRateLimit, windowMs: 10 * 60 * 1000 }))

let confirmations: ReturnType<typeof createConfirmationLimits> | undefined

export const feedbackOptions = () => {
  const settings = env()
  return {
    secret: settings.payloadSecret,
    transport: transportFor(settings.smtpUrl),
    limiter: feedbackLimiter(),
    confirmations: (confirmations ??= createConfirmationLimits()),
    serverUrl: settings.serverUrl,
  }
}
