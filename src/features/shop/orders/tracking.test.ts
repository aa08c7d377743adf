import { describe, expect, it } from 'vitest'

import { trackingLines, trackingLink } from './tracking'

describe('tracking', () => {
  it('links a number to its carrier’s page, spaces removed, and nothing else', () => {
    expect(trackingLink('dhl', '0034 0434 1234')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341234',
    )
    expect(trackingLink('dpd', '01234567890123')).toBe(
      'https://tracking.dpd.de/status/de_DE/parcel/01234567890123',
    )
    expect(trackingLink('dhl', '<script>')).toBeNull()
    expect(trackingLink('unbekannt', '12345678')).toBeNull()
    expect(trackingLink(null, '12345678')).toBeNull()
  })

  it('says the number in the mail, with the link when the carrier is known', () => {
    expect(trackingLines('gls', 'AB12CD34')).toEqual([
      'Sendungsnummer (GLS): AB12CD34',
      'Sendung verfolgen: https://gls-group.com/DE/de/paketverfolgung?match=AB12CD34',
    ])
    expect(trackingLines(null, 'AB12CD34')).toEqual(['Sendungsnummer: AB12CD34'])
    expect(trackingLines('dhl', '')).toEqual([])
  })
})
