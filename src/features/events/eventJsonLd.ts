import type { EventView } from './eventData.server'

const STATUS: Record<string, string> = {
  planned: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
}

/** schema.org `Event` of an event page, with its ticket types as offers. */
export function eventJsonLd(
  view: EventView,
  siteUrl: string,
  pageUrl: string,
  imageUrl: string | null,
) {
  const { event } = view
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.summary || event.description
      ? { description: event.summary || event.description }
      : {}),
    startDate: event.start,
    endDate: event.end,
    eventStatus: STATUS[event.status] ?? STATUS.planned,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: view.place.name,
      ...(view.place.address ? { address: view.place.address } : {}),
    },
    organizer: { '@type': 'Organization', name: view.organiser, url: siteUrl },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    url: pageUrl,
    offers: view.types.map((type) => ({
      '@type': 'Offer',
      name: type.name,
      price: (type.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: type.left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${pageUrl}#karten`,
      ...(type.saleStart ? { validFrom: type.saleStart } : {}),
    })),
  }
}
