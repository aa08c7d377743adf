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
  openingHours: [
    { day: 'tu', opens: '09:00', closes: '19:00' },
    { day: 'sa', opens: '09:00', closes: '15:00' },
  ],
  specialDays: [{ date: '2026-12-24T12:00:00.000Z', closed: true }],
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
  it('lists weekly hours and closed special days', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '09:00',
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
