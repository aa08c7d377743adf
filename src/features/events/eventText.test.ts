import { describe, expect, it } from 'vitest'

import { formatPrice } from '@/lib/format'

import { eventWhen, placesText, priceRangeText } from './eventText'

describe('event texts', () => {
  it('show Berlin wall-clock times on both sides of the change to winter time', () => {
    // 25 Oct 2026: 03:00 summer time becomes 02:00 winter time.
    expect(eventWhen('2026-10-24T08:00:00Z', '2026-10-24T11:00:00Z')).toBe(
      'Sa., 24. Oktober 2026, 10:00–13:00 Uhr',
    )
    expect(eventWhen('2026-10-25T09:00:00Z', '2026-10-25T12:00:00Z')).toBe(
      'So., 25. Oktober 2026, 10:00–13:00 Uhr',
    )
    // An evening across the change: 23:30 summer time until 03:30 winter time is 5 hours.
    expect(eventWhen('2026-10-24T21:30:00Z', '2026-10-25T02:30:00Z')).toBe(
      'Sa., 24. Oktober 2026, 23:30 Uhr – So., 25. Oktober 2026, 03:30 Uhr',
    )
  })

  it('count places and prices the way visitors read them', () => {
    expect(placesText(0)).toBe('Ausgebucht')
    expect(placesText(-2)).toBe('Ausgebucht')
    expect(placesText(1)).toBe('Noch 1 Platz')
    expect(placesText(3)).toBe('Noch 3 Plätze')
    expect(priceRangeText([0], formatPrice)).toBe('kostenlos')
    // Intl puts a no-break space before „€“.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    expect(plain(priceRangeText([2500], formatPrice))).toBe('25,00 €')
    expect(plain(priceRangeText([2500, 4000], formatPrice))).toBe('25,00 € bis 40,00 €')
    expect(plain(priceRangeText([0, 4000], formatPrice))).toBe('kostenlos bis 40,00 €')
  })
})
