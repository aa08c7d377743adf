import { describe, expect, it } from 'vitest'

import { formatDate, formatDuration, formatPrice } from './format'

describe('German formatting', () => {
  it('formats cents as euros', () => {
    expect(formatPrice(4500)).toBe('45,00\u00a0€')
    expect(formatPrice(12900, true)).toBe('ab 129,00\u00a0€')
    expect(formatPrice(123456)).toBe('1.234,56\u00a0€')
  })
  it('formats durations and Berlin dates', () => {
    expect(formatDuration(90)).toBe('90 Min.')
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027')
  })
})
