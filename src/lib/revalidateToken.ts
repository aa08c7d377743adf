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

const EXPIRE_TIMEOUT_MS = 10_000

/**
 * Asks this process's own route to expire `paths` here only (they were announced to the other
 * instances already): from work outside a request, and from the front server for paths another
 * instance announced.
 */
export function expireThroughOwnRoute(origin: string, secret: string, paths: string[]) {
  return fetch(`${origin}${REVALIDATE_ROUTE}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${revalidateToken(secret)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ paths, here: true }),
    // Pages wait for what another instance expired (sharedExpiry.ts): never for a hung route.
    signal: AbortSignal.timeout(EXPIRE_TIMEOUT_MS),
  })
}
