import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { addDays, berlinDate, berlinMidnight, berlinMinuteOfDay } from '@/lib/berlinTime'
import { scheduleOf } from '@/lib/openingHours/schedule'
import type { Appointment, StaffMember } from '@/payload-types'

import { staffTimeOf } from '../bookingData.server'
import type { Span } from '../slots/intervals'
import { relationId } from '@/lib/relationId'
import { workingSpans } from '../slots/slots'
import { clock } from '@/lib/clock'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** One column of the calendar: a staff member on a day, with working time and appointments. */
export type CalendarColumn = {
  key: string
  heading: string
  date: string
  staff: StaffMember
  working: Span[]
  appointments: Array<{ appointment: Appointment; from: number; to: number; services: string[] }>
}

export type CalendarData = {
  mode: 'day' | 'week'
  date: string
  today: string
  staff: StaffMember[]
  selectedStaff?: StaffMember
  columns: CalendarColumn[]
  /** Minutes of the day the grid shows (opening of the earliest to closing of the latest). */
  first: number
  last: number
}

const dayHeading = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
})

/** The day view (every staff member on one day) or the week view (one staff member, Monday on). */
export async function calendarData(
  payload: Payload,
  query: Record<string, string | string[] | undefined>,
): Promise<CalendarData> {
  const asked = String(query.tag ?? '')
  const today = berlinDate(clock.now())
  const date = DAY.test(asked) ? asked : today
  const [site, staffResult] = await Promise.all([
    payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 }),
    payload.find({
      collection: COLLECTIONS.staffMembers,
      sort: 'position',
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const salon = scheduleOf(site)
  const staff = staffResult.docs
  const mode = query.ansicht === 'woche' ? 'week' : 'day'
  const selectedStaff =
    staff.find((member) => String(member.id) === String(query.mitarbeiterin ?? '')) ?? staff[0]
  const monday = addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7))
  const dates =
    mode === 'week' ? Array.from({ length: 7 }, (_, index) => addDays(monday, index)) : [date]
  const shown = mode === 'week' && selectedStaff ? [selectedStaff] : staff
  const { docs } = await payload.find({
    collection: COLLECTIONS.appointments,
    where: {
      start: {
        greater_than_equal: berlinMidnight(dates[0]!).toISOString(),
        less_than: berlinMidnight(addDays(dates.at(-1)!, 1)).toISOString(),
      },
      status: { not_in: ['cancelled', 'declined'] },
    },
    depth: 1,
    limit: 1000,
    pagination: false,
    sort: 'start',
    overrideAccess: true,
  })
  const columns: CalendarColumn[] = []
  for (const day of dates)
    for (const member of shown) {
      const staffId = member.id
      columns.push({
        key: `${day}-${staffId}`,
        heading: mode === 'week' ? dayHeading.format(new Date(`${day}T12:00:00Z`)) : member.name,
        date: day,
        staff: member,
        working: workingSpans(staffTimeOf(member, salon), day, salon),
        appointments: docs
          .filter((doc) => relationId(doc.staffMember) === staffId && berlinDate(doc.start) === day)
          .map((appointment) => ({
            appointment,
            from: berlinMinuteOfDay(appointment.start),
            to: Math.max(
              berlinMinuteOfDay(appointment.end ?? appointment.start),
              berlinMinuteOfDay(appointment.start) + 15,
            ),
            services: (appointment.services ?? [])
              .map((service) => (typeof service === 'number' ? '' : service.name))
              .filter(Boolean),
          })),
      })
    }
  const edges = columns.flatMap((column) => [
    ...column.working,
    ...column.appointments.map(({ from, to }) => ({ from, to })),
  ])
  const first = Math.min(8 * 60, ...edges.map((span) => span.from))
  const last = Math.max(19 * 60, ...edges.map((span) => span.to))
  return {
    mode,
    date,
    today,
    staff,
    ...(selectedStaff ? { selectedStaff } : {}),
    columns,
    first: Math.floor(first / 60) * 60,
    last: Math.ceil(last / 60) * 60,
  }
}
