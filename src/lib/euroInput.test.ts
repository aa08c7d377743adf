import { describe, expect, it } from 'vitest'

import { formatEuroInput, parseEuroInput } from './euroInput'

describe('euro input', () => {
  it.each([
    ['19', 1900],
    ['19,00', 1900],
    ['19,5', 1950],
    ['19,50 €', 1950],
    [' 45 ', 4500],
    ['1.234,50', 123450],
    ['19.50', 1950],
    ['0,99', 99],
    ['129 EUR', 12900],
  ])('reads „%s“ as %i cents', (input, cents) => {
    expect(parseEuroInput(input)).toBe(cents)
  })

  it.each(['', 'neunzehn', '19,999', '-5', '1,2,3', '19.999.5', '12.5678'])(
    'refuses „%s“',
    (input) => {
      expect(parseEuroInput(input)).toBeNull()
    },
  )

  it('shows cents as the owner typed them, with a German comma', () => {
    expect(formatEuroInput(1900)).toBe('19,00')
    expect(formatEuroInput(1950)).toBe('19,50')
    expect(formatEuroInput(5)).toBe('0,05')
    expect(parseEuroInput(formatEuroInput(123456))).toBe(123456)
  })
})
