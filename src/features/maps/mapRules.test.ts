import { describe, expect, it } from 'vitest'

import { addressKey, geocodeRetryDelay, routeUrl, validLatitude, validLongitude } from './mapRules'

describe('map rules', () => {
  it('retries over the query limit after 10 ms, one more per retry (spec)', () => {
    expect([0, 1, 2, 5].map(geocodeRetryDelay)).toEqual([10, 11, 12, 15])
  })

  it('treats the same address with other spacing or case as one', () => {
    expect(addressKey('  Lindenstraße 12\n10969  Berlin ')).toBe(
      addressKey('lindenstraße 12 10969 berlin'),
    )
    expect(addressKey('Kastanienallee 5')).not.toBe(addressKey('Kastanienallee 6'))
  })

  it('checks coordinate ranges', () => {
    expect(validLatitude(52.5)).toBe(true)
    expect(validLatitude(90.0001)).toBe(false)
    expect(validLatitude(Number.NaN)).toBe(false)
    expect(validLongitude(-180)).toBe(true)
    expect(validLongitude('13' as unknown)).toBe(false)
  })

  it('links a route on openstreetmap.org to the address', () => {
    expect(routeUrl(52.5025, 13.3978)).toBe(
      'https://www.openstreetmap.org/directions?route=%3B52.50250%2C13.39780',
    )
  })
})
