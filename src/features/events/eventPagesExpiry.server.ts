import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { processWide } from '@/contracts/processWide'
import { revalidatePublicPaths } from '@/lib/revalidate'

import { eventPagePaths } from './collections/eventHooks'
import { clock } from '@/lib/clock'

const state = processWide('eventPagesCheckedAt', () => ({ at: null as Date | null }))

/**
 * The cached event pages depend on the clock: an event moves to the past when it ends, and a
 * ticket form opens and closes with its sale window and the start. Every run of the job queue
 * expires the pages of events with such a moment since the last run.
 */
export async function expireEventPagesOnTime(payload: Payload, now = clock.now()): Promise<number> {
  const since = state.at
  state.at = now
  // A process that just started has nothing cached yet: its first run only sets the clock.
  if (!since) return 0
  const between = (field: string) => ({
    and: [
      { [field]: { greater_than: since.toISOString() } },
      { [field]: { less_than_equal: now.toISOString() } },
    ],
  })
  const { docs } = await payload.find({
    collection: COLLECTIONS.events,
    where: {
      or: [
        between('start'),
        between('end'),
        between('ticketTypes.saleStart'),
        between('ticketTypes.saleEnd'),
      ],
    },
    depth: 0,
    limit: 100,
    select: { slug: true },
    overrideAccess: true,
  })
  if (docs.length > 0)
    await revalidatePublicPaths(eventPagePaths(...docs.map((doc) => doc.slug)), {
      logger: payload.logger,
    })
  return docs.length
}
