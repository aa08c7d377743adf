import { calendarFile } from '@/lib/calendarFile'
import type { Event } from '@/payload-types'

type Place = { name: string; address: string }

/** The event as an iCalendar file in Europe/Berlin („In den Kalender“ and the ticket mail). */
export function eventCalendar(event: Event, place: Place, siteUrl: string, url: string): string {
  return calendarFile(event.title, [
    {
      uid: `event-${event.id}@${new URL(siteUrl).hostname}`,
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.title,
      description: event.summary ?? undefined,
      location: [place.name, place.address].filter(Boolean).join(', '),
      url,
      cancelled: event.status === 'cancelled',
    },
  ])
}
