import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { hairSalonJsonLd, serializeJsonLd } from './jsonLd'

const settings = {
  id: 1,
  businessName: 'Salon Lindenblüte',
  priceRange: '€€',
  phone: '+49 30 1234567',
  addresses: [
    {
      street: 'Lindenstraße 12',
      postalCode: '10969',
      city: 'Berlin',
      country: 'DE',
      latitude: 52.5,
      longitude: 13.39,
    },
  ],
  weekHours: { tu: '09:00–12:00, 13:00–19:00', sa: '09:00–15:00' },
  specialDays: [
    { from: '2026-12-24T12:00:00.000Z', note: 'Heiligabend' },
    { from: '2026-12-27T12:00:00.000Z', until: '2027-01-01T12:00:00.000Z', hours: '10:00–14:00' },
  ],
  socialProfiles: [{ platform: 'instagram', url: 'https://instagram.example/salon' }],
} as unknown as SiteSetting

describe('hairSalonJsonLd', () => {
  const data = hairSalonJsonLd(settings, 'https://salon.example')
  it('describes a HairSalon with address, geo, price range and profiles', () => {
    expect(data).toMatchObject({
      '@type': 'HairSalon',
      name: 'Salon Lindenblüte',
      priceRange: '€€',
      address: { streetAddress: 'Lindenstraße 12', postalCode: '10969', addressLocality: 'Berlin' },
      geo: { latitude: 52.5, longitude: 13.39 },
      sameAs: ['https://instagram.example/salon'],
    })
  })
  it('lists weekly hours with split shifts, closed days and short-hours periods', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '09:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '13:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-27',
        validThrough: '2027-01-01',
        opens: '10:00',
        closes: '14:00',
      },
    ])
  })
  it('cannot be broken out of its script element', () => {
    const evil = hairSalonJsonLd(
      { ...settings, businessName: '</script><script>alert(1)</script>' },
      'https://x',
    )
    expect(serializeJsonLd(evil)).not.toContain('</script>')
  })
})
