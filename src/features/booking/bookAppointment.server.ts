import type { Payload } from 'payload'

import { onlinePayments } from '@/contracts/onlinePayments'
import { COLLECTIONS } from '@/contracts/slugs'
import { formatPrice } from '@/lib/format'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Appointment } from '@/payload-types'

import { isOpen } from './appointmentStatus'
import { isTimeTaken } from './appointmentTime.server'
import { manageKeyOf } from './manage/manageKey.server'
import { chosenServices, everBookable, freeSlots, staffFor } from './slots/availability.server'
import type { BookingChoice } from './bookingChoice'
import { timeText } from './bookingChoice'
import { loadBookingWorld, type BookingWorld } from './bookingData.server'
import type { BookingForm } from './bookingForm'
import type { Slot } from './slots/slots'
import { depositOfServices } from './deposits/deposit'
import { clock } from '@/lib/clock'

/** „ab 45,00 €“ for one service, the sum (with „ab“ if any has it) for several. */
export function priceTextOf(world: BookingWorld, ids: number[]): string {
  const services = ids.map((id) => world.services.find((service) => service.id === id)!)
  const cents = services.reduce((sum, service) => sum + (service.priceCents ?? 0), 0)
  return formatPrice(
    cents,
    services.some((service) => service.from),
  )
}

/**
 * The deposit the chosen services ask for, when online payment is set up; without it a deposit
 * cannot be taken and the booking goes through as before.
 */
export async function depositDue(payload: Payload, world: BookingWorld, ids: number[]) {
  const services = ids.map((id) => world.services.find((service) => service.id === id)!)
  const cents = depositOfServices(services)
  if (cents <= 0) return 0
  return (await onlinePayments(payload)?.offer(payload)) ? cents : 0
}

/** The chosen time is gone: 409, with the times still free that day. */
export const slotTaken = (slots: Slot[]) =>
  refusal(
    409,
    'slot_taken',
    'This time is no longer free.',
    slots.length > 0
      ? `Diese Zeit ist leider gerade vergeben worden. Noch frei an diesem Tag: ${slots
          .slice(0, 5)
          .map((slot) => `${timeText(slot.minuteOfDay)} Uhr`)
          .join(', ')}.`
      : 'Diese Zeit ist leider gerade vergeben worden, und an diesem Tag ist nichts mehr frei. Bitte wählen Sie einen anderen Tag.',
  )

/** The chosen time was never bookable: a past or closed day, or outside the hours. */
export const neverFree = () =>
  refusal(
    409,
    'time_not_bookable',
    'This day and time cannot be booked online.',
    'Dieser Tag oder diese Uhrzeit kann nicht online gebucht werden (vergangen, geschlossen oder zu kurzfristig). Bitte wählen Sie einen anderen Tag.',
  )

/** Everything that must hold before anything is written; a refusal says what does not. */
async function checkChoice(
  payload: Payload,
  world: BookingWorld,
  choice: BookingChoice,
  form: BookingForm,
  now: Date,
) {
  if (!world.settings.enabled)
    return refusal(
      409,
      'booking_closed',
      'Online booking is switched off.',
      'Die Online-Buchung ist gerade geschlossen. Bitte rufen Sie uns an.',
    )
  const services = chosenServices(world, choice.services)
  if (!services)
    return refusal(
      400,
      'unknown_service',
      'Unknown or unbookable service.',
      'Bitte wählen Sie die Leistungen erneut.',
    )
  const staff = staffFor(world, services)
  if (typeof choice.staff === 'number' && !staff.some((member) => member.id === choice.staff))
    return refusal(
      400,
      'unknown_staff',
      'Unknown staff member for these services.',
      'Bitte wählen Sie die Mitarbeiterin erneut.',
    )
  if (!choice.date || choice.minute === undefined)
    return refusal(
      400,
      'incomplete',
      'Day and time are required.',
      'Bitte wählen Sie Tag und Uhrzeit.',
    )
  const open = await payload.find({
    collection: COLLECTIONS.appointments,
    where: { customerEmail: { equals: form.email }, start: { greater_than: now.toISOString() } },
    depth: 0,
    limit: 50,
    pagination: false,
  })
  const max = world.settings.maxOpenPerEmail ?? 3
  if (open.docs.filter((doc) => isOpen(doc.status)).length >= max)
    return refusal(
      409,
      'too_many_open',
      `At most ${max} open appointments per e-mail address.`,
      `Mit dieser E-Mail-Adresse sind schon ${max} Termine offen. Für weitere rufen Sie uns bitte an.`,
    )
  return null
}

/**
 * Books the chosen time: checks it again against everything that may have changed since it was
 * shown (services, hours, absences, special days, notice), then lets the database take it,
 * trying each free staff member in turn for „Egal“. Exactly one of several visitors racing for a
 * time gets it; the others get 409 and the times still free.
 */
export async function bookAppointment(
  payload: Payload,
  choice: BookingChoice,
  form: BookingForm,
  now = clock.now(),
  { deposit = true } = {},
): Promise<{ appointment: Appointment; key: string; world: BookingWorld } | VisitorRefusal> {
  const world = await loadBookingWorld(payload)
  const problem = await checkChoice(payload, world, choice, form, now)
  if (problem) return problem
  const slots = await freeSlots(payload, world, choice, choice.date!, now)
  const slot = slots.find((candidate) => candidate.minuteOfDay === choice.minute)
  if (!slot)
    return everBookable(world, choice, choice.date!, choice.minute!, now)
      ? slotTaken(slots)
      : neverFree()
  const depositCents = deposit ? await depositDue(payload, world, choice.services) : 0
  for (const staffMember of slot.staffIds) {
    try {
      const appointment = await payload.create({
        collection: COLLECTIONS.appointments,
        data: {
          kind: 'appointment',
          status:
            depositCents > 0
              ? 'awaitingDeposit'
              : world.settings.mode === 'request'
                ? 'requested'
                : 'confirmed',
          depositCents: depositCents > 0 ? depositCents : null,
          source: 'online',
          staffMember,
          services: choice.services,
          start: slot.start.toISOString(),
          customerName: form.name,
          customerEmail: form.email,
          customerPhone: form.phone,
          note: form.note,
          priceText: priceTextOf(world, choice.services),
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      return { appointment, key: manageKeyOf(payload.secret, appointment), world }
    } catch (error) {
      if (!isTimeTaken(error)) throw error
    }
  }
  return slotTaken(await freeSlots(payload, world, choice, choice.date!, now))
}
