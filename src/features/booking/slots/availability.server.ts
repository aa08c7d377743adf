import type { Payload } from 'payload'

import { addDays, berlinMidnight } from '@/lib/berlinTime'

import type { BookingWorld } from '../bookingData.server'
import { serviceOf } from '../bookingData.server'
import type { BookingChoice } from '../bookingChoice'
import { takenBetween } from './claims.server'
import { UNIT_MINUTES, type BookableService } from './servicePlan'
import { daysWithSlots, slotsOn, type Slot, type SlotQuery } from './slots'
import { clock } from '@/lib/clock'

const unitOf = (instant: Date) => Math.floor(instant.getTime() / 60_000 / UNIT_MINUTES)

/** The chosen services that are bookable, in the order chosen; null when one is not. */
export function chosenServices(world: BookingWorld, ids: number[]): BookableService[] | null {
  const services = ids.map((id) => world.services.find((service) => service.id === id))
  if (services.length === 0 || services.some((service) => !service)) return null
  return services.map((service) => serviceOf(service!))
}

/** Staff who can be booked for every chosen service. */
export function staffFor(world: BookingWorld, services: BookableService[]) {
  return world.staff.filter((member) =>
    services.every((service) => service.staffIds.includes(member.id)),
  )
}

/**
 * The slot search for a choice over `days` days from `from`: reads the taken units of that
 * window once (with a day's margin for buffers and long services) and nothing else.
 */
export async function slotSearch(
  payload: Payload,
  world: BookingWorld,
  choice: BookingChoice,
  { from, days, now, except }: { from: string; days: number; now: Date; except?: string },
): Promise<SlotQuery | null> {
  if (!chosenServices(world, choice.services)) return null
  const taken = await takenBetween(
    payload,
    unitOf(berlinMidnight(addDays(from, -1))),
    unitOf(berlinMidnight(addDays(from, days + 1))),
    except,
  )
  return queryOf(world, choice, taken, now)
}

/** The slot query of a choice against these taken units; null when a service is not bookable. */
function queryOf(
  world: BookingWorld,
  choice: BookingChoice,
  taken: SlotQuery['taken'],
  now: Date,
): SlotQuery | null {
  const services = chosenServices(world, choice.services)
  if (!services) return null
  const staffId = typeof choice.staff === 'number' ? choice.staff : undefined
  return {
    services,
    staff: world.staffTimes,
    staffId,
    salon: world.salon,
    rules: world.rules,
    taken,
    now,
  }
}

/** Free slots on one day for a choice. */
export async function freeSlots(
  payload: Payload,
  world: BookingWorld,
  choice: BookingChoice,
  date: string,
  now = clock.now(),
  except?: string,
): Promise<Slot[]> {
  const query = await slotSearch(payload, world, choice, { from: date, days: 1, now, except })
  return query ? slotsOn(date, query) : []
}

/**
 * Whether the chosen minute of a day could be booked at all, bookings aside: false for a past
 * day, a closed one, a time outside the hours or within the notice. A refusal then says so,
 * rather than that the time was „gerade vergeben“ (it never was free).
 */
export function everBookable(
  world: BookingWorld,
  choice: BookingChoice,
  date: string,
  minute: number,
  now = clock.now(),
): boolean {
  const query = queryOf(world, choice, new Map(), now)
  if (!query) return false
  return slotsOn(date, query).some((slot) => slot.minuteOfDay === minute)
}

/** Which days from `from` (for `days` days, within the horizon) have a free slot. */
export async function freeDays(
  payload: Payload,
  world: BookingWorld,
  choice: BookingChoice,
  {
    from,
    days,
    now = clock.now(),
    except,
  }: { from: string; days: number; now?: Date; except?: string },
): Promise<Set<string>> {
  const query = await slotSearch(payload, world, choice, { from, days, now, except })
  return new Set(query ? daysWithSlots(from, days, query) : [])
}

/** The first day from `from` on with a free slot, within the horizon; null when there is none. */
export async function nextFreeDay(
  payload: Payload,
  world: BookingWorld,
  choice: BookingChoice,
  { from, now = clock.now(), except }: { from: string; now?: Date; except?: string },
): Promise<string | null> {
  const days = await freeDays(payload, world, choice, {
    from,
    days: world.rules.horizonDays + 1,
    now,
    except,
  })
  return [...days][0] ?? null
}
