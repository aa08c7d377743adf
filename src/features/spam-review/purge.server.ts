import type { CollectionAfterDeleteHook, Payload } from 'payload'

import { SPAM_KEEP_DAYS, spamHandlingOf, type SpamKind } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'

const DAY = 24 * 3600_000

/** What a feature kept beside a deleted entry (attachments, a held account) goes with it. */
export const forgetKept: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc.status !== 'held') return
  const handling = spamHandlingOf(req.payload, doc.kind as SpamKind)
  await handling?.forget?.(req.payload, (doc.data ?? {}) as Record<string, unknown>)
}

/** Entries older than 30 days, released or not (daily job). */
export async function purgeOldSuspects(payload: Payload, now = clock.ms()) {
  const { docs } = await payload.delete({
    collection: COLLECTIONS.spamSuspects,
    where: { createdAt: { less_than: new Date(now - SPAM_KEEP_DAYS * DAY).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length)
    payload.logger.info(`Spam review: ${docs.length} entries deleted after ${SPAM_KEEP_DAYS} days`)
  return docs.length
}
