import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rateLimit'

import { transportFor } from './outbox.server'

/**
 * Per address and instance: 10 submissions in 10 minutes is more than any person sends. The e2e
 * suite, which sends many forms from one address, raises it through CONTACT_RATE_LIMIT.
 */
export const feedbackLimiter = createRateLimiter({
  limit: Number(process.env.CONTACT_RATE_LIMIT) || 10,
  windowMs: 10 * 60 * 1000,
})

export const feedbackOptions = () => {
  const settings = env()
  return {
    secret: settings.payloadSecret,
    transport: transportFor(settings.smtpUrl),
    limiter: feedbackLimiter,
    serverUrl: settings.serverUrl,
  }
}
