import { describe, expect, it } from 'vitest'

import { formatTimeRanges, parseTimeRanges, rangesOf } from './timeRanges'

describe('time ranges as an owner types them', () => {
  it.each([
    ['9–18', '09:00–18:00'],
    ['09:00 - 12:30 und 14:00 bis 18:00 Uhr', '09:00–12:30, 14:00–18:00'],
    ['14-18, 9-12', '09:00–12:00, 14:00–18:00'],
    ['9.30–13', '09:30–13:00'],
    ['18:00–24:00', '18:00–24:00'],
    ['', ''],
    ['geschlossen', ''],
    ['Ruhetag', ''],
  ])('reads „%s“ as „%s“', (input, stored) => {
    const parsed = parseTimeRanges(input)
    expect(parsed).toHaveProperty('ranges')
    expect(formatTimeRanges((parsed as { ranges: [] }).ranges)).toBe(stored)
  })

  it.each([
    ['morgens', 'keine Zeitspanne'],
    ['9', 'keine Zeitspanne'],
    ['25–26', 'keine gültige Uhrzeit'],
    ['9:75–12', 'keine gültige Uhrzeit'],
    ['18–9', 'nach der ersten'],
    ['9–13, 12–18', 'überschneiden'],
  ])('refuses „%s“ in German', (input, message) => {
    const parsed = parseTimeRanges(input)
    expect(parsed).toHaveProperty('error')
    expect((parsed as { error: string }).error).toContain(message)
  })

  it('reads stored text back; nothing stored is closed', () => {
    expect(rangesOf('09:00–12:00, 14:00–18:00')).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ])
    expect(rangesOf(null)).toEqual([])
  })
})
