import { describe, expect, it } from 'vitest'

import { backoffMs } from './outbox'

describe('mail retry back-off', () => {
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(backoffMs(20)).toBe(6 * 60 * 60_000)
  })
})
