import type { SiteSetting } from '@/payload-types'

import { WEEKDAYS } from '@/lib/weekdays'

type JsonLd = Record<string, unknown>

/** schema.org HairSalon from the site settings, for search engines' local results. */
export function hairSalonJsonLd(
  settings: SiteSetting,
  serverUrl: string,
  logoUrl?: string,
): JsonLd {
  const [main] = settings.addresses ?? []
  const byDay = WEEKDAYS.map((day) => ({
    ...day,
    slots: (settings.openingHours ?? []).filter(
      (slot) => slot.day === day.value && slot.opens && slot.closes,
    ),
  }))
  const openingHoursSpecification = byDay.flatMap(({ schema, slots }) =>
    slots.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${schema}`,
      opens: slot.opens,
      closes: slot.closes,
    })),
  )
  const specialDays = (settings.specialDays ?? []).map((day) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: day.date.slice(0, 10),
    validThrough: day.date.slice(0, 10),
    ...(day.closed
      ? { opens: '00:00', closes: '00:00' }
      : { opens: day.opens, closes: day.closes }),
  }))

  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    '@id': `${serverUrl}/#salon`,
    name: settings.businessName,
    legalName: settings.legalName ?? undefined,
    url: `${serverUrl}/`,
    telephone: settings.phone ?? undefined,
    email: settings.email ?? undefined,
    priceRange: settings.priceRange ?? undefined,
    image: logoUrl,
    address: main
      ? {
          '@type': 'PostalAddress',
          streetAddress: main.street,
          postalCode: main.postalCode,
          addressLocality: main.city,
          addressCountry: main.country ?? 'DE',
        }
      : undefined,
    geo:
      main?.latitude != null && main.longitude != null
        ? { '@type': 'GeoCoordinates', latitude: main.latitude, longitude: main.longitude }
        : undefined,
    openingHoursSpecification: [...openingHoursSpecification, ...specialDays],
    sameAs: (settings.socialProfiles ?? []).map((profile) => profile.url),
  }
  return JSON.parse(JSON.stringify(data)) as JsonLd
}

export { serializeJsonLd } from '@/lib/jsonLd'
