import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'

import { releaseOrphans } from './slots/claims.server'
import { clock } from '@/lib/clock'

/** A claim older than this without its appointment was left by a save that failed. */
const ORPHAN_AFTER_MS = 10 * 60_000

/**
 * Customer data of past appointments is deleted after the set months (DSGVO, data minimisation):
 * name, e-mail, phone and note go; date, staff, services and status stay for the salon's
 * statistics. Claims a failed save left behind are freed.
 */
export async function bookingHousekeeping(payload: Payload, now = clock.now()) {
  const orphans = await releaseOrphans(payload, new Date(now.getTime() - ORPHAN_AFTER_MS))
  const settings = await payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 })
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - (settings.retentionMonths ?? 12))
  const { docs } = await payload.update({
    collection: COLLECTIONS.appointments,
    where: {
      kind: { equals: 'appointment' },
      start: { less_than: cutoff.toISOString() },
      customerName: { not_equals: 'gelöscht' },
    },
    data: { customerName: 'gelöscht', customerEmail: null, customerPhone: null, note: null },
    overrideAccess: true,
    depth: 0,
    limit: 500,
    context: { disableRevalidate: true, byCustomer: true, keepTime: true },
  })
  if (orphans > 0 || docs.length > 0)
    payload.logger.info(
      `Booking: ${docs.length} past appointments anonymised, ${orphans} orphaned claims freed`,
    )
  return { anonymised: docs.length, orphans }
}
