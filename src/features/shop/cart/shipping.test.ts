import { describe, expect, it } from 'vitest'

import { PICKUP, shippingOptions, type ShippingZone, stateNeeded, zoneFor } from './shipping'

const zones: ShippingZone[] = [
  {
    name: 'Deutschland',
    countries: ['DE'],
    methods: [
      { id: 'dhl', label: 'DHL Paket', costCents: 495, freeFromCents: 5000 },
      { id: 'express', label: 'Express', costCents: 1290 },
    ],
  },
  {
    name: 'Inseln',
    countries: ['DE'],
    states: ['DE-SH'],
    methods: [{ id: 'dhl', label: 'DHL Paket (Insel)', costCents: 795 }],
  },
  { name: 'EU', countries: ['AT', 'NL'], methods: [{ id: 'eu', label: 'EU', costCents: 1490 }] },
]

describe('shipping zones and options', () => {
  it('takes the state from a postcode that tells it, and says when the state is still needed', () => {
    expect(zoneFor(zones, { country: 'DE', postcode: '24103' })?.name).toBe('Inseln')
    expect(zoneFor(zones, { country: 'DE', postcode: '80331' })?.name).toBe('Deutschland')
    expect(stateNeeded(zones, { country: 'DE', postcode: '24103' })).toBe(false)
    expect(stateNeeded(zones, { country: 'DE', postcode: '22880' })).toBe(true)
    expect(stateNeeded(zones, { country: 'DE', state: 'DE-SH', postcode: '22880' })).toBe(false)
    expect(stateNeeded(zones, { country: 'AT', postcode: '1010' })).toBe(false)
  })

  it('finds a state zone before the country zone, in any letter case', () => {
    expect(zoneFor(zones, { country: 'de', state: 'de-sh' })?.name).toBe('Inseln')
    expect(zoneFor(zones, { country: 'DE', state: 'DE-BY' })?.name).toBe('Deutschland')
    expect(zoneFor(zones, { country: 'AT' })?.name).toBe('EU')
    expect(zoneFor(zones, { country: 'US' })).toBeNull()
  })

  it('offers the zone’s methods, free from the threshold, and pickup', () => {
    expect(shippingOptions(zones, { country: 'DE' }, 4999)).toEqual([
      { id: 'dhl', label: 'DHL Paket', costCents: 495 },
      { id: 'express', label: 'Express', costCents: 1290 },
      PICKUP,
    ])
    expect(shippingOptions(zones, { country: 'DE' }, 5000)[0]!.costCents).toBe(0)
  })

  it('offers only pickup where the shop does not ship, and nothing without pickup', () => {
    expect(shippingOptions(zones, { country: 'US' }, 10_000)).toEqual([PICKUP])
    expect(shippingOptions(zones, { country: 'US' }, 10_000, { pickup: false })).toEqual([])
  })
})
