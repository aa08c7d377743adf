import { describe, expect, it } from 'vitest'

import { choiceUrl, readChoice, stepOf } from './bookingChoice'

const read = (query: string) => readChoice(new URLSearchParams(query))

describe('the choice in the address', () => {
  it('reads every step and writes it back the same', () => {
    const choice = read('leistung=3&leistung=5&team=egal&tag=2026-12-01&zeit=10:15')
    expect(choice).toEqual({ services: [3, 5], staff: 'any', date: '2026-12-01', minute: 615 })
    expect(choiceUrl(choice)).toBe(
      '/termin?leistung=3&leistung=5&team=egal&tag=2026-12-01&zeit=10%3A15',
    )
    expect(stepOf(choice)).toBe('details')
  })

  it('names the first step not taken yet', () => {
    expect(stepOf(read(''))).toBe('services')
    expect(stepOf(read('leistung=1'))).toBe('staff')
    expect(stepOf(read('leistung=1&team=7'))).toBe('day')
    expect(stepOf(read('leistung=1&team=7&tag=2026-12-01'))).toBe('time')
  })

  it('leaves out what is malformed instead of guessing', () => {
    expect(read('leistung=0&leistung=-1&leistung=abc&leistung=1e3&leistung=2&leistung=2')).toEqual({
      services: [2],
    })
    expect(read('leistung=1&team=%27%3B--&tag=2026-13-01&zeit=25:00')).toEqual({ services: [1] })
    expect(read('leistung=1&tag=2026-02-31').date).toBeUndefined()
    expect(
      read(Array.from({ length: 20 }, (_, i) => `leistung=${i + 1}`).join('&')).services,
    ).toHaveLength(5)
  })
})
