import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { addDays, berlinDate, berlinMidnight } from '@/lib/berlinTime'

/** Today's and tomorrow's appointments, requests waiting for the salon, no-shows this month. */
export async function appointmentsCard(payload: Payload, now: Date) {
  const today = berlinDate(now)
  const between = (from: string, days: number) => ({
    kind: { equals: 'appointment' },
    status: { in: ['confirmed', 'requested', 'noShow'] },
    start: {
      greater_than_equal: berlinMidnight(from).toISOString(),
      less_than: berlinMidnight(addDays(from, days)).toISOString(),
    },
  })
  const monthStart = berlinMidnight(`${today.slice(0, 7)}-01`).toISOString()
  const count = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: COLLECTIONS.appointments, where, overrideAccess: true }))
      .totalDocs
  const [todays, tomorrow, requests, noShows] = await Promise.all([
    payload.find({
      collection: COLLECTIONS.appointments,
      where: between(today, 1),
      sort: 'start',
      limit: 12,
      depth: 1,
      overrideAccess: true,
    }),
    count(between(addDays(today, 1), 1)),
    count({ status: { equals: 'requested' }, start: { greater_than: now.toISOString() } }),
    count({ status: { equals: 'noShow' }, start: { greater_than_equal: monthStart } }),
  ])
  return {
    today: todays.docs.map((doc) => ({
      id: doc.id,
      start: doc.start,
      name: doc.customerName ?? '',
      staff: typeof doc.staffMember === 'number' ? '' : doc.staffMember.name,
      requested: doc.status === 'requested',
    })),
    todayTotal: todays.totalDocs,
    tomorrow,
    requests,
    noShows,
  }
}
