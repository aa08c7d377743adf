import { describe, expect, it } from 'vitest'

import { nextFreeDay } from './dayGridKeys'

// 1st–14th of a month; free on the 2nd, 3rd, 9th and 10th (index 1, 2, 8, 9).
const free = Array.from({ length: 14 }, (_, day) => [1, 2, 8, 9].includes(day))

describe('arrow keys in the month', () => {
  it('steps to the next free day left and right, skipping full days', () => {
    expect(nextFreeDay(free, 2, 'ArrowRight')).toBe(8)
    expect(nextFreeDay(free, 8, 'ArrowLeft')).toBe(2)
    expect(nextFreeDay(free, 1, 'ArrowLeft')).toBeNull()
  })

  it('goes a week up and down, or to the nearest free day beyond', () => {
    expect(nextFreeDay(free, 1, 'ArrowDown')).toBe(8)
    expect(nextFreeDay(free, 9, 'ArrowUp')).toBe(2)
    expect(nextFreeDay(free, 2, 'ArrowDown')).toBe(9)
  })

  it('Home and End reach the first and the last free day', () => {
    expect(nextFreeDay(free, 8, 'Home')).toBe(1)
    expect(nextFreeDay(free, 1, 'End')).toBe(9)
    expect(nextFreeDay(free, 1, 'Tab')).toBeNull()
  })
})
