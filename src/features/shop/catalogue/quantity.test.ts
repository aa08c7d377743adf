import { describe, expect, it } from 'vitest'

import { clampQuantity, DEFAULT_QUANTITY, stepDown, stepUp } from './quantity'

describe('quantity rules (spec §5)', () => {
  const rules = { min: 2, max: 10, step: 2 }

  it('raises a value below min to min and lowers one above max', () => {
    expect(clampQuantity(0, rules)).toBe(2)
    expect(clampQuantity(-5, rules)).toBe(2)
    expect(clampQuantity(99, rules)).toBe(10)
    expect(clampQuantity('7', rules)).toBe(6)
    expect(clampQuantity('abc', rules)).toBe(2)
    expect(clampQuantity(undefined, rules)).toBe(2)
  })

  it('plus and minus never leave min and max', () => {
    expect(stepUp(2, rules)).toBe(4)
    expect(stepUp(10, rules)).toBe(10)
    expect(stepDown(2, rules)).toBe(2)
    expect(stepDown(6, rules)).toBe(4)
  })

  it('steps by 1 by default, without an upper bound', () => {
    expect(stepUp(1, DEFAULT_QUANTITY)).toBe(2)
    expect(stepDown(1, DEFAULT_QUANTITY)).toBe(1)
    expect(clampQuantity(250, DEFAULT_QUANTITY)).toBe(250)
  })

  it('keeps on the step counted from min when max is not on it', () => {
    expect(clampQuantity(4, { min: 1, max: 4, step: 2 })).toBe(3)
    expect(stepUp(3, { min: 1, max: 4, step: 2 })).toBe(3)
  })
})
