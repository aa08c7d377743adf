import { describe, expect, it } from 'vitest'

import { berlinWallAsLocal, localWallInBerlin } from './berlinWallClock'

/** The wall clock of a browser-local date, as the picker would show it. */
const wall = (local: Date) =>
  `${local.getFullYear()}-${local.getMonth() + 1}-${local.getDate()} ${local.getHours()}:${String(local.getMinutes()).padStart(2, '0')}`

describe('the admin picker on the salon’s clock', () => {
  it('shows a winter and a summer instant as Berlin reads it', () => {
    expect(wall(berlinWallAsLocal(new Date('2026-12-15T09:00:00Z')))).toBe('2026-12-15 10:00')
    expect(wall(berlinWallAsLocal(new Date('2026-07-15T22:30:00Z')))).toBe('2026-7-16 0:30')
  })

  it('takes what the picker returns as Berlin time, in winter and summer', () => {
    expect(localWallInBerlin(new Date(2026, 11, 15, 10, 0)).toISOString()).toBe(
      '2026-12-15T09:00:00.000Z',
    )
    expect(localWallInBerlin(new Date(2026, 6, 16, 0, 30)).toISOString()).toBe(
      '2026-07-15T22:30:00.000Z',
    )
  })

  it('comes back to the same instant, to the second', () => {
    for (const iso of [
      '2026-03-29T00:59:59.000Z',
      '2026-10-25T01:15:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]) {
      expect(localWallInBerlin(berlinWallAsLocal(new Date(iso))).toISOString()).toBe(iso)
    }
  })
})
