import { createHmac, timingSafeEqual } from 'node:crypto'

/** The server's own revalidation route (src/app/(site)/next/revalidate). */
export const REVALIDATE_ROUTE = '/next/revalidate'

/** The token the server's own revalidation route accepts, derived from PAYLOAD_SECRET. */
export const revalidateToken = (secret: string): string =>
  createHmac('sha256', secret).update('revalidate-public-paths').digest('hex')

export function isRevalidateToken(candidate: string | null, secret: string): boolean {
  const expected = Buffer.from(revalidateToken(secret))
  const given = Buffer.from(candidate ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
