import type { Endpoint, Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'
import { isStaffRequest } from '@/lib/access'
import { jsonError } from '@/lib/http'
import { scheduleOf } from '@/lib/openingHours/schedule'
import { relationId } from '@/lib/relationId'
import type { Appointment } from '@/payload-types'

import { staffTimeOf } from '../bookingData.server'
import { reasonText, whyOutside, type StrandedAppointment } from '../slots/outsideHours'

/** More than a salon books ahead; the list says when it stopped there. */
const MOST = 500

/**
 * The open appointments from now on that lie outside the hours as they are stored now (the
 * salon's week and special days, each staff member's own week and absences): what a closed day, a
 * vacation or shorter hours left booked. `staffId` narrows it to one staff member.
 */
export async function strandedAppointments(
  payload: Payload,
  { now = clock.now(), staffId }: { now?: Date; staffId?: number } = {},
): Promise<{ appointments: StrandedAppointment[]; complete: boolean }> {
  const booked = await payload.find({
    collection: COLLECTIONS.appointments,
    where: {
      kind: { equals: 'appointment' },
      status: { in: ['requested', 'confirmed', 'awaitingDeposit'] },
      end: { greater_than: now.toISOString() },
      ...(staffId ? { staffMember: { equals: staffId } } : {}),
    },
    sort: 'start',
    limit: MOST,
    depth: 1,
    overrideAccess: true,
  })
  if (booked.docs.length === 0) return { appointments: [], complete: true }
  const [site, staff] = await Promise.all([
    payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0, overrideAccess: true }),
    payload.find({
      collection: COLLECTIONS.staffMembers,
      where: { id: { in: [...new Set(booked.docs.map((doc) => relationId(doc.staffMember)))] } },
      depth: 0,
      limit: MOST,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const salon = scheduleOf(site)
  const times = new Map(staff.docs.map((doc) => [doc.id, staffTimeOf(doc, salon)]))
  const appointments: StrandedAppointment[] = []
  for (const doc of booked.docs) {
    const time = times.get(relationId(doc.staffMember))
    if (!time || !doc.end) continue
    const reason = whyOutside({ start: doc.start, end: doc.end, staffId: time.id }, time, salon)
    if (reason) appointments.push(strandedOf(doc, time.name, reasonText(reason)))
  }
  return { appointments, complete: booked.totalDocs <= MOST }
}

function strandedOf(doc: Appointment, staff: string, reason: string): StrandedAppointment {
  return {
    id: doc.id,
    start: doc.start,
    end: doc.end ?? doc.start,
    customerName: doc.customerName ?? '',
    customerEmail: doc.customerEmail ?? '',
    staff,
    services: (doc.services ?? [])
      .map((service) => (typeof service === 'number' ? '' : service.name))
      .filter(Boolean)
      .join(', '),
    reason,
    depositCents: doc.depositCents ?? 0,
    depositPaid: doc.depositPaid ?? null,
    depositRefundedCents: doc.depositRefundedCents ?? 0,
  }
}

/**
 * GET /api/appointments/outside-hours[?mitarbeiterin=ID]: for the panel under the opening hours
 * and a staff member's hours (admin/OutsideHours.client.tsx), staff only.
 */
export const outsideHoursEndpoint: Endpoint = {
  path: '/outside-hours',
  method: 'get',
  handler: async (req) => {
    if (!isStaffRequest(req)) return jsonError(403, 'forbidden', 'Only staff may do this.')
    const given = new URL(req.url ?? '', 'http://x').searchParams.get('mitarbeiterin')
    const staffId = given === null ? undefined : Number(given)
    if (staffId !== undefined && (!Number.isSafeInteger(staffId) || staffId <= 0))
      return jsonError(400, 'invalid_staff', 'Give the staff member as ?mitarbeiterin=ID.')
    return Response.json(await strandedAppointments(req.payload, { staffId }), {
      headers: { 'cache-control': 'no-store' },
    })
  },
}
