import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

export const HEALTH_TIMEOUT_MS = 3000

export type Health = { status: 'ok' } | { status: 'unavailable'; reason: string }

/** A real round trip to the database, bounded in time so a hung connection reads as down. */
export async function checkHealth(getPayload: () => Promise<Payload>): Promise<Health> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('database did not answer in time')),
      HEALTH_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([
      getPayload().then((payload) =>
        payload.count({ collection: COLLECTIONS.users, overrideAccess: true }),
      ),
      timeout,
    ])
    return { status: 'ok' }
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
