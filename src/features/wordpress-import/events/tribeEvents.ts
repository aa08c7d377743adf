import { berlinInstant } from '@/lib/berlinTime'

import type { ExportScan, ItemSummary } from '../importer/scan'
import { isPublic, type WxrItem } from '../wxr/types'

const HOUR = 60 * 60 * 1000

/** A date as The Events Calendar stores it: `_…UTC` in UTC, else the local time of Berlin. */
function instantOf(tribe: Record<string, string>, key: 'Start' | 'End'): Date | null {
  const utc = tribe[`_Event${key}DateUTC`]
  if (utc && /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(utc)) return new Date(`${utc.replace(' ', 'T')}Z`)
  const local = /^(\d{4}-\d\d-\d\d)(?: (\d\d):(\d\d))?/.exec(tribe[`_Event${key}Date`] ?? '')
  if (!local) return null
  return berlinInstant(local[1]!, Number(local[2] ?? 0) * 60 + Number(local[3] ?? 0))
}

/** A ticket's sale date (`Y-m-d H:i:s`, local) as an instant, or null. */
function saleDate(value: string | undefined): string | null {
  const match = /^(\d{4}-\d\d-\d\d)(?: (\d\d):(\d\d))?/.exec(value ?? '')
  return match
    ? berlinInstant(match[1]!, Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)).toISOString()
    : null
}

const FOR_EVENT = ['_tribe_rsvp_for_event', '_tribe_tpp_for_event', '_tribe_wooticket_for_event']

/** Whether a WooCommerce product is an Event Tickets ticket (imported with its event, not as a product). */
export const isWooTicket = (item: Pick<ItemSummary, 'woo' | 'tribe'>) =>
  Boolean(item.tribe?._tribe_wooticket_for_event)

/** The event's tickets (RSVP, PayPal, WooCommerce) as ticket types; those without places noted. */
function ticketTypes(eventId: number, scan: ExportScan, notes: string[]) {
  const types = []
  for (const item of scan.items.values()) {
    const tribe = item.tribe
    if (!tribe || !FOR_EVENT.some((key) => Number(tribe[key]) === eventId)) continue
    if (item.status === 'trash') continue
    const capacity = Number(tribe._capacity) > 0 ? Number(tribe._capacity) : Number(tribe._stock)
    if (!(capacity > 0)) {
      notes.push(`Karte „${item.title}“ ohne Platzzahl (unbegrenzt): bitte Plätze eintragen`)
      continue
    }
    const price = item.type === 'tribe_rsvp_tickets' ? 0 : Number(tribe._price || item.woo?._price)
    types.push({
      name: item.title || 'Teilnahme',
      priceCents: Number.isFinite(price) ? Math.round(price * 100) : 0,
      capacity: Math.round(capacity),
      maxPerOrder: Math.min(20, Math.round(capacity)),
      saleStart: saleDate(tribe._ticket_start_date),
      saleEnd: saleDate(tribe._ticket_end_date),
    })
  }
  return types
}

/** Whether the event will be published: published in WordPress, with tickets that have places. */
export const eventIsListed = (item: ItemSummary, scan: ExportScan) =>
  isPublic(item) && ticketTypes(item.id, scan, []).length > 0

/** The venue as „another place“ (name and address), or the salon when the event has none. */
function placeOf(tribe: Record<string, string>, scan: ExportScan) {
  const venue = scan.items.get(Number(tribe._EventVenueID))
  if (!venue || venue.type !== 'tribe_venue') return { kind: 'salon' }
  const street = venue.tribe?._VenueAddress ?? ''
  const city = [venue.tribe?._VenueZip, venue.tribe?._VenueCity].filter(Boolean).join(' ')
  return {
    kind: 'other',
    name: venue.title || null,
    address: [street, city].filter(Boolean).join(', ') || null,
  }
}

export type EventPlan = { data: Record<string, unknown>; notes: string[]; published: boolean }

/**
 * A The Events Calendar event as one of ours. Each of ours takes registrations, so an event
 * without tickets arrives unpublished with one free „Teilnahme“ for the owner to set; one with
 * tickets keeps its WordPress status.
 */
export function eventPlan(
  entry: WxrItem,
  scan: ExportScan,
  media: ReadonlyMap<number, number | string>,
  slug: string,
  plainText: (html: string) => string,
): EventPlan | { skip: string } {
  const tribe = scan.items.get(entry.id)?.tribe ?? {}
  const start = instantOf(tribe, 'Start')
  if (!start) return { skip: 'Veranstaltung ohne Beginn' }
  let end = instantOf(tribe, 'End')
  if (tribe._EventAllDay === 'yes' && end) end = new Date(end.getTime() + 24 * HOUR - 60_000)
  if (!end || end <= start) end = new Date(start.getTime() + HOUR)
  const notes: string[] = []
  let tickets = ticketTypes(entry.id, scan, notes)
  const published = isPublic(entry) && tickets.length > 0
  if (tickets.length === 0) {
    notes.push(
      'ohne Karten in WordPress: hier hat jede Veranstaltung eine Anmeldung; nicht veröffentlicht, bis Kartenart und Plätze gesetzt sind',
    )
    tickets = [
      {
        name: 'Teilnahme',
        priceCents: 0,
        capacity: 10,
        maxPerOrder: 4,
        saleStart: null,
        saleEnd: null,
      },
    ]
  }
  if (tribe._EventCost)
    notes.push(`Preisangabe „${tribe._EventCost}“: bitte mit den Kartenarten vergleichen`)
  const organizer = scan.items.get(Number(tribe._EventOrganizerID))
  const thumbnail = scan.items.get(entry.id)?.thumbnailId
  return {
    published,
    notes,
    data: {
      title: entry.title || '(ohne Titel)',
      slug,
      status: 'planned',
      published,
      start: start.toISOString(),
      end: end.toISOString(),
      place: placeOf(tribe, scan),
      picture: (thumbnail !== undefined && media.get(thumbnail)) || null,
      summary: plainText(entry.excerpt).slice(0, 300) || null,
      description: plainText(entry.content) || null,
      organiser: organizer?.type === 'tribe_organizer' ? organizer.title || null : null,
      ticketTypes: tickets,
      wordpressId: entry.id,
    },
  }
}
