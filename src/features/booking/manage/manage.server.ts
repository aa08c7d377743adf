import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import {
  limited,
  namedLimiter,
  readVisitorForm,
  redirectTo,
  refusal,
  refusalAnswer,
  wantsJson,
  type VisitorRefusal,
} from '@/lib/visitorAnswer'
import type { Appointment, BookingSetting } from '@/payload-types'

import { isOpen } from '../appointmentStatus'
import { isTimeTaken } from '../appointmentTime.server'
import { everBookable, freeSlots } from '../slots/availability.server'
import { neverFree, slotTaken } from '../bookAppointment.server'
import { readChoice, type BookingChoice } from '../bookingChoice'
import { loadBookingWorld } from '../bookingData.server'
import { BOOKING_BODY_LIMIT } from '../bookingEndpoint.server'
import {
  customerMail,
  readSalon,
  salonNotice,
  viewOf,
  whenText,
} from '../mails/bookingMails.server'
import { BOOKING_PATHS } from '../bookingPaths'
import { isManageKey } from './manageKey.server'
import { relationId } from '@/lib/relationId'
import { clock } from '@/lib/clock'

/** The appointment a link names, or null when the id or the key does not fit. */
export async function findManaged(payload: Payload, id: string, key: string | null | undefined) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const appointment = await payload
    .findByID({
      collection: COLLECTIONS.appointments,
      id: Number(id),
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  if (!appointment || appointment.kind !== 'appointment') return null
  return isManageKey(payload.secret, appointment, key) ? appointment : null
}

/** Until when the customer may change or cancel it herself. */
export const changeDeadline = (appointment: Appointment, settings: BookingSetting) =>
  new Date(new Date(appointment.start).getTime() - (settings.changeHours ?? 24) * 3_600_000)

export const mayChange = (appointment: Appointment, settings: BookingSetting, now = clock.now()) =>
  isOpen(appointment.status) &&
  // A time held for its deposit is not booked yet: paid, it can be changed; unpaid, it lapses.
  appointment.status !== 'awaitingDeposit' &&
  now < changeDeadline(appointment, settings)

const notFound = refusal(
  404,
  'not_found',
  'No appointment for this link.',
  'Zu diesem Link gibt es keinen Termin. Bitte prüfen Sie den Link aus Ihrer E-Mail.',
)

/** The new time of a move: free for the same services, the appointment's own time counted free. */
async function moveTo(
  payload: Payload,
  appointment: Appointment,
  choice: BookingChoice,
): Promise<Appointment | VisitorRefusal> {
  const world = await loadBookingWorld(payload)
  const wanted: BookingChoice = {
    ...choice,
    services: (appointment.services ?? []).map(relationId),
  }
  if (!wanted.date || wanted.minute === undefined)
    return refusal(
      400,
      'incomplete',
      'Day and time are required.',
      'Bitte wählen Sie Tag und Uhrzeit.',
    )
  const slots = await freeSlots(
    payload,
    world,
    wanted,
    wanted.date,
    clock.now(),
    appointment.claimKey ?? undefined,
  )
  const slot = slots.find((candidate) => candidate.minuteOfDay === wanted.minute)
  if (!slot)
    return everBookable(world, wanted, wanted.date, wanted.minute, clock.now())
      ? slotTaken(slots)
      : neverFree()
  const current = relationId(appointment.staffMember)
  const candidates =
    slot.staffIds.includes(current) && wanted.staff !== 'any' ? [current] : slot.staffIds
  for (const staffMember of candidates) {
    try {
      return await payload.update({
        collection: COLLECTIONS.appointments,
        id: appointment.id,
        data: { start: slot.start.toISOString(), staffMember },
        depth: 0,
        overrideAccess: true,
        context: { disableRevalidate: true, byCustomer: true },
      })
    } catch (error) {
      if (!isTimeTaken(error)) throw error
    }
  }
  return slotTaken(
    await freeSlots(
      payload,
      world,
      wanted,
      wanted.date,
      clock.now(),
      appointment.claimKey ?? undefined,
    ),
  )
}

/** POST /api/booking/manage: cancel (`action=cancel`) or move (`action=move`, `tag`, `zeit`). */
export async function handleManagePost(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, namedLimiter('booking-manage', 20, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, BOOKING_PATHS.start)
  const fields = await readVisitorForm(request, BOOKING_BODY_LIMIT)
  if (!(fields instanceof URLSearchParams))
    return refusalAnswer(request, fields, BOOKING_PATHS.start)
  const appointment = await findManaged(payload, fields.get('id') ?? '', fields.get('key'))
  if (!appointment) return refusalAnswer(request, notFound, BOOKING_PATHS.start)
  const page = BOOKING_PATHS.manage(appointment.id, fields.get('key')!)
  const settings = await payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 })
  if (!mayChange(appointment, settings)) {
    const salon = await readSalon(payload)
    return refusalAnswer(
      request,
      refusal(
        409,
        'too_late',
        'The change window has closed.',
        `Dieser Termin lässt sich online nicht mehr ändern. Bitte rufen Sie uns an${salon.phone ? `: ${salon.phone}` : ''}.`,
      ),
      page,
    )
  }
  const action = fields.get('action')
  if (action !== 'cancel' && action !== 'move')
    return refusalAnswer(
      request,
      refusal(
        400,
        'unknown_action',
        'Use action=cancel or action=move.',
        'Diese Aktion gibt es nicht.',
      ),
      page,
    )
  const updated =
    action === 'move'
      ? await moveTo(payload, appointment, readChoice(fields))
      : await payload.update({
          collection: COLLECTIONS.appointments,
          id: appointment.id,
          data: { status: 'cancelled' },
          depth: 0,
          overrideAccess: true,
          context: { disableRevalidate: true, byCustomer: true },
        })
  if ('code' in updated) return refusalAnswer(request, updated, page)
  await mailChange(payload, updated, action, settings, page)
  const location = `${page}&${action === 'cancel' ? 'abgesagt' : 'verlegt'}=1`
  if (!wantsJson(request)) return redirectTo(location)
  return Response.json(
    { id: updated.id, status: updated.status, start: updated.start, location },
    { headers: { 'cache-control': 'no-store' } },
  )
}

async function mailChange(
  payload: Payload,
  appointment: Appointment,
  action: 'cancel' | 'move',
  settings: BookingSetting,
  page: string,
) {
  try {
    const salon = await readSalon(payload)
    const view = await viewOf(payload, appointment)
    const mails = [
      customerMail(
        action === 'cancel' ? 'cancelledByCustomer' : 'moved',
        view,
        salon,
        settings,
        `${salon.siteUrl}${page}`,
      ),
      salonNotice(
        view,
        salon,
        action === 'cancel'
          ? 'Termin abgesagt (von der Kundin)'
          : `Termin verlegt (von der Kundin) auf ${whenText(appointment.start)}`,
      ),
    ].filter((mail) => mail !== null)
    await mailService(payload).send(payload, mails)
  } catch (error) {
    payload.logger.error(
      `Appointment ${appointment.id}: change mails could not be stored: ${String(error)}`,
    )
  }
}
