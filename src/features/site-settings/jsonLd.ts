import type { SiteSetting } from '@/payload-types'

import { scheduleOf } from '@/lib/openingHours/schedule'
import { WEEKDAYS } from '@/lib/weekdays'

type JsonLd = Record<string, unknown>

/** schema.org HairSalon from the site settings, for search engines' local results. */
export function hairSalonJsonLd(
  settings: SiteSetting,
  serverUrl: string,
  logoUrl?: string,
): JsonLd {
  const [main] = settings.addresses ?? []
  const schedule = scheduleOf(settings)
  const openingHoursSpecification = WEEKDAYS.flatMap(({ value, schema }) =>
    schedule.week[value].map(({ opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${schema}`,
      opens,
      closes,
    })),
  )
  // schema.org's way to say "closed on these days": opens and closes at midnight.
  const specialDays = schedule.special.flatMap(({ from, until, ranges }) =>
    (ranges.length > 0 ? ranges : [{ opens: '00:00', closes: '00:00' }]).map(
      ({ opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: from,
        validThrough: until,
        opens,
        closes,
      }),
    ),
  )

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
