import { describe, expect, it } from 'vitest'

import { archivesToDelete, DEFAULT_RETENTION } from './retention'

/** One archive a night at 03:00 Berlin for `days` days up to 26 November 2026. */
const nightly = (days: number) =>
  Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 26, 2) - index * 86_400_000)
    return { name: `n${index}`, date }
  })

describe('retention', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly archives of a year of nights', () => {
    const archives = nightly(400)
    const deleted = new Set(archivesToDelete(archives, DEFAULT_RETENTION))
    const kept = archives.filter((archive) => !deleted.has(archive.name))
    // The last seven nights, plus the newest of earlier weeks and months.
    expect(kept.slice(0, 7).map((archive) => archive.name)).toEqual(
      ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6'],
    )
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12)
    expect(kept.length).toBeGreaterThanOrEqual(12)
    const months = new Set(kept.map((archive) => archive.date.toISOString().slice(0, 7)))
    expect(months.size).toBe(12)
  })

  it('keeps several archives of one day only as the newest, and always the newest of all', () => {
    const day = Date.UTC(2026, 10, 26, 10)
    const archives = [0, 1, 2].map((hour) => ({
      name: `h${hour}`,
      date: new Date(day - hour * 3_600_000),
    }))
    expect(archivesToDelete(archives, DEFAULT_RETENTION)).toEqual(['h1', 'h2'])
    expect(archivesToDelete(archives, { daily: 0, weekly: 0, monthly: 0 })).toEqual(['h1', 'h2'])
  })
})
