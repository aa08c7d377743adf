import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rateLimit'

import { createConfirmationLimits } from './confirmationLimits'
import { mailService } from '@/contracts/mail'
import type { Payload } from 'payload'

/**
 * Per address (across instances with REDIS_URL): 10 submissions in 10 minutes (CONTACT_RATE_LIMIT) is more than any
 * person sends. The e2e suite, which sends many forms from one address, raises it.
 */
let limiter: ReturnType<typeof createRateLimiter> | undefined
const feedbackLimiter = () =>
  (limiter ??= createRateLimiter({
    name: 'contact',
    limit: env().contactRateLimit,
    windowMs: 10 * 60 * 1000,
  }))

/** Every post, valid or not, per address and minute; never below 60 (see FeedbackOptions). */
let flood: ReturnType<typeof createRateLimiter> | undefined
const floodGuard = () =>
  (flood ??= createRateLimiter({
    name: 'contact-flood',
    limit: Math.max(60, env().contactRateLimit),
    windowMs: 60 * 1000,
  }))

let confirmations: ReturnType<typeof createConfirmationLimits> | undefined

export const feedbackOptions = async (payload: Payload) => {
  const settings = env()
  return {
    payload,
    secret: settings.payloadSecret,
    transport: (await mailService(payload).siteMail(payload)).transport,
    limiter: feedbackLimiter(),
    floodGuard: floodGuard(),
    confirmations: (confirmations ??= createConfirmationLimits()),
    serverUrl: settings.serverUrl,
  }
}
