import type { Payload } from 'payload'

import { addDays, berlinDate } from '@/lib/berlinTime'
import { jsonError } from '@/lib/http'
import { limited, namedLimiter } from '@/lib/visitorAnswer'

import { chosenServices, freeDays, freeSlots, nextFreeDay } from './availability.server'
import { readChoice, timeText } from '../bookingChoice'
import { loadBookingWorld } from '../bookingData.server'
import { clock } from '@/lib/clock'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/**
 * GET /api/booking/slots?leistung=…&team=…&tag=YYYY-MM-DD: the free times of a day;
 * `&monat=YYYY-MM` instead of `tag`: the days of that month with a free time. For the island;
 * the pages compute the same on the server.
 */
export async function handleSlotsGet(request: Request, payload: Payload): Promise<Response> {
  const tooMany = await limited(request, namedLimiter('booking-slots', 120, 60_000))
  if (tooMany) return jsonError(429, 'rate_limited', tooMany.message)
  const params = new URL(request.url).searchParams
  const choice = readChoice(params)
  const world = await loadBookingWorld(payload)
  if (!chosenServices(world, choice.services))
    return jsonError(400, 'unknown_service', 'Give one or more bookable services as leistung.')
  if (choice.staff === undefined)
    return jsonError(400, 'missing_staff', 'Give team=egal or a staff id.')
  const headers = { 'cache-control': 'no-store' }
  const month = MONTH.exec(params.get('monat') ?? '')
  if (month) {
    const from = `${month[1]}-${month[2]}-01`
    const days = await freeDays(payload, world, choice, { from, days: 31 })
    return Response.json(
      { month: month[0], days: [...days].filter((day) => day.startsWith(month[0])) },
      { headers },
    )
  }
  if (!choice.date) return jsonError(400, 'missing_day', 'Give tag=YYYY-MM-DD or monat=YYYY-MM.')
  const slots = await freeSlots(payload, world, choice, choice.date)
  const next =
    slots.length === 0
      ? await nextFreeDay(payload, world, choice, { from: addDays(choice.date, 1) })
      : null
  return Response.json(
    {
      date: choice.date,
      today: berlinDate(clock.now()),
      slots: slots.map((slot) => ({
        time: timeText(slot.minuteOfDay),
        start: slot.start.toISOString(),
        staff: slot.staffIds,
      })),
      ...(next ? { nextFreeDay: next } : {}),
    },
    { headers },
  )
}
