import { randomUUID } from 'node:crypto'

import {
  APIError,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { Appointment } from '@/payload-types'

import { serviceOf } from './bookingData.server'
import { claimsOf, releaseUnits, takeUnits } from './slots/claims.server'
import { planFor, UNIT_MINUTES, unitsOf, type ServicePlan } from './slots/servicePlan'
import { occupiesTime } from './appointmentStatus'
import { relationId } from '@/lib/relationId'

/** Thrown when the database refused a unit: another appointment holds that time. */
export class TimeTaken extends APIError {
  constructor(
    message = 'Zu dieser Zeit ist die Mitarbeiterin schon belegt. Bitte eine andere Zeit oder Mitarbeiterin wählen.',
  ) {
    super(message, 409, { code: 'slot_taken' }, true)
  }
}

/** Also across module copies (the front server and Next.js load their own). */
export const isTimeTaken = (error: unknown): boolean =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'slot_taken'

const idOf = (value: number | { id: number } | null | undefined) =>
  value == null ? undefined : relationId(value)

/** The plan of the chosen services in their order; the owner may give any of them to anyone. */
async function planOf(
  req: PayloadRequest,
  serviceIds: number[],
  staff: number,
): Promise<ServicePlan> {
  const { docs } = await req.payload.find({
    collection: COLLECTIONS.bookingServices,
    where: { id: { in: serviceIds } },
    depth: 0,
    limit: serviceIds.length,
    pagination: false,
    req,
  })
  const services = serviceIds
    .map((id) => docs.find((doc) => doc.id === id))
    .filter((doc) => doc !== undefined)
    .map((doc) => ({ ...serviceOf(doc), staffIds: [staff] }))
  const plan = planFor(services, staff)
  if (!plan || services.length !== serviceIds.length)
    throw new APIError('Bitte mindestens eine gültige Leistung wählen.', 400, undefined, true)
  return plan
}

/** A blocked time: every unit from start to end. */
const blockPlan = (start: Date, end: Date): ServicePlan => {
  const minutes =
    Math.ceil((end.getTime() - start.getTime()) / 60_000 / UNIT_MINUTES) * UNIT_MINUTES
  if (minutes <= 0) throw new APIError('„Bis“ muss nach „Beginn“ liegen.', 400, undefined, true)
  return { minutes, busy: [{ from: 0, to: minutes }] }
}

/**
 * Before every save of an appointment: works out its end and the units it occupies, takes the
 * new ones from the database (refused with 409 when another appointment holds one) and gives
 * back the ones it no longer needs. Visitors, the owner's calendar and the API all pass here.
 */
export const claimAppointmentTime: CollectionBeforeChangeHook<Appointment> = async ({
  data,
  originalDoc,
  req,
  context,
}) => {
  // Anonymising past appointments changes no time (housekeeping.server.ts).
  if (context.keepTime && originalDoc) return data
  const doc = { ...originalDoc, ...data } as Partial<Appointment>
  const holder = originalDoc?.claimKey ?? randomUUID()
  data.claimKey = holder
  const staff = idOf(doc.staffMember)
  if (staff === undefined || !doc.start)
    throw new APIError('Bitte Mitarbeiterin und Beginn angeben.', 400, undefined, true)
  const start = new Date(doc.start)
  if (Number.isNaN(start.getTime()) || start.getTime() % (UNIT_MINUTES * 60_000) !== 0)
    throw new APIError(
      `Der Beginn muss auf ${UNIT_MINUTES} Minuten genau sein (z. B. 10:15).`,
      400,
      undefined,
      true,
    )
  let units: number[] = []
  if (occupiesTime(doc.status)) {
    const plan =
      doc.kind === 'blocked'
        ? blockPlan(start, new Date(doc.end ?? start))
        : await planOf(
            req,
            (doc.services ?? []).map((service) => idOf(service)!),
            staff,
          )
    units = unitsOf(start, plan)
    data.end = new Date(start.getTime() + plan.minutes * 60_000).toISOString()
  }
  const held = await claimsOf(req.payload, holder, req)
  const wanted = new Set(units)
  const kept = new Set(
    held.filter((row) => row.staff === staff && wanted.has(row.unit)).map((row) => row.unit),
  )
  const taken = await takeUnits(
    req.payload,
    { staff, units: units.filter((unit) => !kept.has(unit)), holder },
    req,
  )
  if (!taken) throw new TimeTaken()
  for (const staffId of new Set(held.map((row) => row.staff))) {
    const stale = held.filter(
      (row) => row.staff === staffId && !(staffId === staff && kept.has(row.unit)),
    )
    await releaseUnits(
      req.payload,
      { holder, staff: staffId, units: stale.map((row) => row.unit) },
      req,
    )
  }
  return data
}

/** A deleted appointment frees its time. */
export const releaseAppointmentTime: CollectionAfterDeleteHook<Appointment> = async ({
  doc,
  req,
}) => {
  if (doc.claimKey) await releaseUnits(req.payload, { holder: doc.claimKey }, req)
}
