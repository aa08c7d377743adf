import type { Payload } from 'payload'

import { addDays, berlinDate } from '@/lib/berlinTime'
import type { Appointment, BookingService, StaffMember } from '@/payload-types'

import {
  chosenServices,
  freeDays,
  freeSlots,
  nextFreeDay,
  staffFor,
} from '../slots/availability.server'
import { readChoice, stepOf, type BookingChoice, type BookingStep } from '../bookingChoice'
import { loadBookingWorld, type BookingWorld } from '../bookingData.server'
import { readSalon, type Salon } from '../mails/bookingMails.server'
import { findManaged, mayChange } from '../manage/manage.server'
import { lastBookableDate, type Slot } from '../slots/slots'
import { depositDue } from '../bookAppointment.server'
import { clock } from '@/lib/clock'

/** What the booking page shows for one address: the step, the choice so far and its options. */
export type BookingPageData = {
  step: BookingStep
  choice: BookingChoice
  world: BookingWorld
  salon: Salon
  chosen: BookingService[]
  staffOptions: StaffMember[]
  /** The day step: the month shown, its free days, and the months one may page to. */
  month?: {
    value: string
    freeDays: Set<string>
    today: string
    last: string
    previous?: string
    next?: string
  }
  slots?: Slot[]
  nextFreeDay?: string | null
  /** The address named a day that cannot be booked online (past, or beyond the booking window). */
  dayRefused?: boolean
  /** Moving a booked appointment: the one being moved, when its link is valid and in time. */
  moving?: Appointment
  /** The details step: the deposit the chosen services ask for (0: none, or no online payment). */
  depositCents?: number
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const monthOf = (date: string) => date.slice(0, 7)
const shiftMonth = (month: string, by: number) => {
  const date = new Date(`${month}-15T12:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + by)
  return date.toISOString().slice(0, 7)
}

/** A choice that names something no longer bookable steps back to where it can be made again. */
function validChoice(world: BookingWorld, choice: BookingChoice): BookingChoice {
  if (!chosenServices(world, choice.services)) return { services: [], change: choice.change }
  const services = chosenServices(world, choice.services)!
  const staff = staffFor(world, services)
  if (typeof choice.staff === 'number' && !staff.some((member) => member.id === choice.staff))
    return { services: choice.services, change: choice.change }
  return choice
}

export async function bookingPageData(
  payload: Payload,
  params: URLSearchParams,
  now = clock.now(),
): Promise<BookingPageData> {
  const [world, salon] = await Promise.all([loadBookingWorld(payload), readSalon(payload)])
  let choice = validChoice(world, readChoice(params))
  let moving: Appointment | undefined
  if (choice.change) {
    const found = await findManaged(payload, String(choice.change.id), choice.change.key)
    if (found && mayChange(found, world.settings, now)) moving = found
    else choice = { ...choice, change: undefined }
  }
  const except = moving?.claimKey ?? undefined
  const today = berlinDate(now)
  const last = lastBookableDate(now, world.rules)
  const dayRefused = Boolean(choice.date && (choice.date < today || choice.date > last))
  if (dayRefused) choice = { ...choice, date: undefined, minute: undefined }
  const step = stepOf(choice)
  const chosen = choice.services
    .map((id) => world.services.find((service) => service.id === id)!)
    .filter(Boolean)
  const services = chosenServices(world, choice.services)
  const staffOptions = services ? staffFor(world, services) : []
  const data: BookingPageData = {
    step,
    choice,
    world,
    salon,
    chosen,
    staffOptions,
    ...(moving ? { moving } : {}),
    ...(dayRefused ? { dayRefused } : {}),
  }
  if (step === 'day') {
    const asked = params.get('monat') ?? ''
    const chosenMonth = MONTH.test(asked) && asked >= monthOf(today) && asked <= monthOf(last)
    let value = chosenMonth ? asked : monthOf(today)
    const daysOf = (month: string) =>
      freeDays(payload, world, choice, { from: `${month}-01`, days: 31, now, except })
    let days = await daysOf(value)
    // At a month's end nothing of it may be free any more: unless she paged there herself, she
    // sees the month of the next free day rather than an empty one.
    let next: string | null | undefined
    if (!chosenMonth && ![...days].some((day) => day.startsWith(value))) {
      next = await nextFreeDay(payload, world, choice, { from: today, now, except })
      if (next && monthOf(next) > value && monthOf(next) <= monthOf(last)) {
        value = monthOf(next)
        days = await daysOf(value)
      }
    }
    data.month = {
      value,
      freeDays: new Set([...days].filter((day) => day.startsWith(value))),
      today,
      last,
      ...(value > monthOf(today) ? { previous: shiftMonth(value, -1) } : {}),
      ...(value < monthOf(last) ? { next: shiftMonth(value, 1) } : {}),
    }
    // Still the current month: the next free day was just asked from today.
    if (data.month.freeDays.size === 0)
      data.nextFreeDay =
        next !== undefined
          ? next
          : await nextFreeDay(payload, world, choice, {
              from: value < today ? today : `${value}-01`,
              now,
              except,
            })
  }
  if (step === 'details' && !data.moving)
    data.depositCents = await depositDue(payload, world, choice.services)
  if (step === 'time' || step === 'details') {
    data.slots = await freeSlots(payload, world, choice, choice.date!, now, except)
    if (data.slots.length === 0)
      data.nextFreeDay = await nextFreeDay(payload, world, choice, {
        from: addDays(choice.date!, 1),
        now,
        except,
      })
  }
  return data
}
