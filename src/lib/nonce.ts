import { createHmac, timingSafeEqual } from 'node:crypto'
import { clock } from '@/lib/clock'

/** A nonce is valid in the 12-hour tick it was issued in and the next one (12 to 24 hours). */
const TICK_MS = 12 * 60 * 60 * 1000

const sign = (secret: string, action: string, tick: number) =>
  createHmac('sha256', secret).update(`${action}|${tick}`).digest('base64url').slice(0, 24)

/**
 * Nonces for public form posts. Pages are cached HTML shared by every visitor, so a nonce binds
 * an action and a time window, not a session; it stops replays of old pages and forged posts
 * from elsewhere, and the client fetches a fresh one when told it expired.
 */
export function issueNonce(secret: string, action: string, now = clock.ms()): string {
  const tick = Math.floor(now / TICK_MS)
  return `${tick}.${sign(secret, action, tick)}`
}

export function verifyNonce(nonce: unknown, secret: string, action: string, now = clock.ms()) {
  if (typeof nonce !== 'string') return false
  const match = /^(\d{1,10})\.([\w-]{24})$/.exec(nonce)
  if (!match) return false
  const tick = Number(match[1])
  const current = Math.floor(now / TICK_MS)
  if (tick !== current && tick !== current - 1) return false
  const expected = Buffer.from(sign(secret, action, tick))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
