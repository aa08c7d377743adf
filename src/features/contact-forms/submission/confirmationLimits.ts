import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit'

/**
 * The confirmation mail goes to whatever address was typed in, so it is the one mail a stranger
 * can aim at someone else. It is capped per recipient and per sending client; over the cap the
 * submission is still stored and the salon still notified, only the confirmation is skipped.
 */
export const CONFIRMATIONS_PER_RECIPIENT = 3
export const CONFIRMATIONS_PER_CLIENT = 5
const WINDOW_MS = 60 * 60 * 1000

export type ConfirmationLimits = { recipient: RateLimiter; client: RateLimiter }

export const createConfirmationLimits = (): ConfirmationLimits => ({
  recipient: createRateLimiter({
    name: 'confirm-recipient',
    limit: CONFIRMATIONS_PER_RECIPIENT,
    windowMs: WINDOW_MS,
  }),
  client: createRateLimiter({
    name: 'confirm-client',
    limit: CONFIRMATIONS_PER_CLIENT,
    windowMs: WINDOW_MS,
  }),
})

/** Counts one confirmation to `address` from `client`; false when either cap is reached. */
export async function mayConfirm(
  limits: ConfirmationLimits,
  client: string,
  address: string,
): Promise<boolean> {
  const byClient = (await limits.client.hit(client)).allowed
  const byRecipient = (await limits.recipient.hit(address.trim().toLowerCase())).allowed
  return byClient && byRecipient
}
