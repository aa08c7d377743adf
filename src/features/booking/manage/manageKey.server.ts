import { createHmac, timingSafeEqual } from 'node:crypto'

type Signed = { id: number; claimKey?: string | null }

/**
 * The key in an appointment's change/cancel link: a signature of the appointment with the site's
 * secret, so every mail (the owner's changes too) can carry the link without storing it, and a
 * changed id or a guessed key is refused.
 */
export const manageKeyOf = (secret: string, appointment: Signed): string =>
  createHmac('sha256', secret)
    .update(`booking-manage:${appointment.id}:${appointment.claimKey ?? ''}`)
    .digest('base64url')
    .slice(0, 32)

export function isManageKey(
  secret: string,
  appointment: Signed,
  key: string | null | undefined,
): boolean {
  const expected = Buffer.from(manageKeyOf(secret, appointment))
  const given = Buffer.from(String(key ?? ''))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
