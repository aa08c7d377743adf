import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { berlinDate } from '@/lib/berlinTime'
import { scheduleOf, type Schedule } from '@/lib/openingHours/schedule'
import { rangesOf } from '@/lib/openingHours/timeRanges'
import { WEEKDAYS, type WeekdayCode } from '@/lib/weekdays'
import type { BookingService, BookingSetting, StaffMember } from '@/payload-types'

import type { BookableService } from './slots/servicePlan'
import type { BookingRules, StaffTime } from './slots/slots'
import { relationId } from '@/lib/relationId'

/** A stored service as booking computes with it. */
export function serviceOf(doc: BookingService): BookableService {
  const processing = doc.processing
  return {
    id: doc.id,
    name: doc.name,
    durationMinutes: doc.durationMinutes,
    bufferMinutes: doc.bufferMinutes ?? 0,
    processing:
      processing?.minutes && processing.startsAfterMinutes != null
        ? { startsAfterMinutes: processing.startsAfterMinutes, minutes: processing.minutes }
        : null,
    staffIds: (doc.staff ?? []).map(relationId),
    staffDurations: Object.fromEntries(
      (doc.ownDurations ?? []).map((row) => [relationId(row.member), row.minutes]),
    ),
  }
}

/** A stored staff member's time: own week or the salon's, and absences as Berlin dates. */
export function staffTimeOf(doc: StaffMember, salon: Schedule): StaffTime {
  const week = doc.ownHours
    ? (Object.fromEntries(
        WEEKDAYS.map(({ value }) => [value, rangesOf(doc.weekHours?.[value])]),
      ) as Record<WeekdayCode, ReturnType<typeof rangesOf>>)
    : salon.week
  return {
    id: doc.id,
    name: doc.name,
    week,
    absences: (doc.absences ?? []).map((absence) => {
      const from = berlinDate(absence.from)
      const until = absence.until ? berlinDate(absence.until) : from
      return { from, until: until < from ? from : until, ranges: rangesOf(absence.hours) }
    }),
  }
}

export const rulesOf = (settings: BookingSetting): BookingRules => ({
  stepMinutes: Number(settings.stepMinutes ?? 15),
  noticeMinutes: (settings.noticeHours ?? 2) * 60,
  horizonDays: settings.horizonDays ?? 60,
})

/** Everything slot search needs that is not an appointment, read once per request. */
export type BookingWorld = {
  settings: BookingSetting
  rules: BookingRules
  salon: Schedule
  services: BookingService[]
  staff: StaffMember[]
  staffTimes: StaffTime[]
}

export async function loadBookingWorld(payload: Payload): Promise<BookingWorld> {
  const [settings, site, services, staff] = await Promise.all([
    payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 }),
    payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 }),
    payload.find({
      collection: COLLECTIONS.bookingServices,
      where: { onlineBookable: { equals: true } },
      sort: 'position',
      depth: 0,
      limit: 200,
      pagination: false,
    }),
    payload.find({
      collection: COLLECTIONS.staffMembers,
      where: { bookable: { equals: true } },
      sort: 'position',
      depth: 0,
      limit: 200,
      pagination: false,
    }),
  ])
  const salon = scheduleOf(site)
  return {
    settings,
    rules: rulesOf(settings),
    salon,
    services: services.docs,
    staff: staff.docs,
    staffTimes: staff.docs.map((doc) => staffTimeOf(doc, salon)),
  }
}
