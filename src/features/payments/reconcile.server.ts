import type { Payload } from 'payload'

import { syncPayment } from './syncPayment.server'
import { clock } from '@/lib/clock'

/** A webhook normally comes within seconds; after this the job asks Mollie itself. */
export const ASK_AFTER_MS = 2 * 60_000

/**
 * Payments whose webhook never came (the site was down, a proxy refused it): every open,
 * pending or authorized payment older than two minutes is looked up at Mollie, the oldest check
 * first, and handled as a webhook would have been. A day-old open payment has long expired at
 * Mollie, so nothing stays open for ever.
 */
export async function reconcilePayments(payload: Payload, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - ASK_AFTER_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { in: ['open', 'pending', 'authorized'] } },
        { flagged: { not_equals: true } },
        { createdAt: { less_than: before } },
      ],
    },
    sort: 'checkedAt',
    limit: 25,
    depth: 0,
    overrideAccess: true,
  })
  let asked = 0
  for (const row of docs) {
    try {
      await syncPayment(payload, row.mollieId)
      asked += 1
    } catch (error) {
      payload.logger.warn(
        `Payment ${row.id} could not be checked at Mollie: ${(error as Error).message}`,
      )
    }
  }
  return asked
}
