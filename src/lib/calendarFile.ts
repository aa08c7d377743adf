import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { berlinClockParts } from '@/lib/berlinTime'

/** One appointment or event as a calendar entry. */
export type CalendarEntry = {
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  location?: string
  url?: string
  cancelled?: boolean
}

/**
 * ical-generator writes a plain Date's local fields (the process's time zone) after `TZID=`:
 * without a date library it does not convert. So the Berlin wall-clock time is handed over as
 * local fields, right on a server in any time zone.
 */
function berlinWallClock(instant: Date): Date {
  const part = berlinClockParts(instant)
  return new Date(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  )
}

/**
 * An iCalendar file (RFC 5545) in Europe/Berlin with its VTIMEZONE, so a phone shows 10:00 for an
 * appointment at 10:00 on either side of the change to summer time. `method` PUBLISH for an
 * attachment and a download, none for a subscribed feed.
 */
export function calendarFile(
  name: string,
  entries: CalendarEntry[],
  { feed = false }: { feed?: boolean } = {},
): string {
  const calendar = ical({
    name,
    prodId: { company: 'salon-site', product: 'site', language: 'DE' },
    // The zone only on the events: a calendar-wide zone would write DTSTAMP as Berlin time
    // without its TZID (RFC 5545 wants it in UTC); the VTIMEZONE comes for the events' zone.
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(feed ? { ttl: 15 * 60 } : { method: ICalCalendarMethod.PUBLISH }),
  })
  for (const entry of entries)
    calendar.createEvent({
      id: entry.uid,
      start: berlinWallClock(entry.start),
      end: berlinWallClock(entry.end),
      timezone: 'Europe/Berlin',
      summary: entry.summary,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url ?? null,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  return calendar.toString()
}
