import type { Endpoint, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { jsonError, jsonObjectOf } from '@/lib/http'
import { relationId } from '@/lib/relationId'
import type { Appointment } from '@/payload-types'

import { isOpen } from '../appointmentStatus'
import { isTimeTaken } from '../appointmentTime.server'
import { freeSlots } from '../slots/availability.server'
import { readChoice, timeText, type BookingChoice } from '../bookingChoice'
import { loadBookingWorld } from '../bookingData.server'
import { clock } from '@/lib/clock'

/** What the owner's „Verlegen“ and „Absagen“ answer: German for her, a code for scripts. */
const refused = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status, headers: { 'cache-control': 'no-store' } })

async function openAppointment(req: PayloadRequest): Promise<Appointment | Response> {
  if (!isStaffRequest(req)) return jsonError(403, 'forbidden', 'Only staff may do this.')
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return jsonError(400, 'invalid_id', 'Give an id.')
  const appointment = await req.payload
    .findByID({ collection: COLLECTIONS.appointments, id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!appointment) return jsonError(404, 'not_found', 'There is no such appointment.')
  if (appointment.kind !== 'appointment' || !isOpen(appointment.status))
    return refused(409, 'not_open', 'Dieser Termin ist nicht mehr offen.')
  return appointment
}

/** The same services with the same staff member; the owner is not bound to the notice. */
async function ownerSlots(req: PayloadRequest, appointment: Appointment, date: string) {
  const world = await loadBookingWorld(req.payload)
  const choice: BookingChoice = {
    services: (appointment.services ?? []).map(relationId),
    staff: relationId(appointment.staffMember),
    date,
  }
  return freeSlots(
    req.payload,
    { ...world, rules: { ...world.rules, noticeMinutes: 0 } },
    choice,
    date,
    clock.now(),
    appointment.claimKey ?? undefined,
  )
}

const paramsOf = (req: PayloadRequest) => new URL(req.url ?? '', 'http://x').searchParams

/** GET /api/appointments/:id/free-times?tag=YYYY-MM-DD: where „Verlegen“ may put it. */
export const freeTimesEndpoint: Endpoint = {
  path: '/:id/free-times',
  method: 'get',
  handler: async (req) => {
    const appointment = await openAppointment(req)
    if (appointment instanceof Response) return appointment
    const { date } = readChoice(paramsOf(req))
    if (!date) return jsonError(400, 'invalid_day', 'Give the day as ?tag=YYYY-MM-DD.')
    const slots = await ownerSlots(req, appointment, date)
    return Response.json(
      { times: slots.map((slot) => timeText(slot.minuteOfDay)) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}

/** POST /api/appointments/:id/move `{tag, zeit}`: to a free time of the same staff member. */
export const moveEndpoint: Endpoint = {
  path: '/:id/move',
  method: 'post',
  handler: async (req) => {
    const appointment = await openAppointment(req)
    if (appointment instanceof Response) return appointment
    const body = (await jsonObjectOf(req)) ?? {}
    const { date, minute } = readChoice(
      new URLSearchParams({ tag: String(body.tag ?? ''), zeit: String(body.zeit ?? '') }),
    )
    if (!date || minute === undefined)
      return refused(400, 'incomplete', 'Bitte Tag und Uhrzeit wählen.')
    const slot = (await ownerSlots(req, appointment, date)).find(
      (candidate) => candidate.minuteOfDay === minute,
    )
    if (!slot)
      return refused(409, 'slot_taken', 'Diese Zeit ist nicht frei. Bitte eine andere wählen.')
    try {
      // With the owner's request: the change is hers, so the customer is mailed („verlegt“).
      const moved = await req.payload.update({
        collection: COLLECTIONS.appointments,
        id: appointment.id,
        data: { start: slot.start.toISOString() },
        depth: 0,
        req,
      })
      return Response.json({ id: moved.id, start: moved.start, end: moved.end })
    } catch (error) {
      if (isTimeTaken(error))
        return refused(
          409,
          'slot_taken',
          'Diese Zeit ist gerade vergeben worden. Bitte eine andere wählen.',
        )
      throw error
    }
  },
}

/** POST /api/appointments/:id/cancel `{reason?}`: the salon cancels; the reason goes in the mail. */
export const cancelEndpoint: Endpoint = {
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const appointment = await openAppointment(req)
    if (appointment instanceof Response) return appointment
    const body = (await jsonObjectOf(req)) ?? {}
    const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : ''
    const cancelled = await req.payload.update({
      collection: COLLECTIONS.appointments,
      id: appointment.id,
      data: { status: 'cancelled' },
      depth: 0,
      req,
      context: { cancelReason: reason },
    })
    return Response.json({ id: cancelled.id, status: cancelled.status })
  },
}
