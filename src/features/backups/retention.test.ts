import { describe, expect, it } from 'vitest'

import { archiveDate, archiveKind, archiveName, isManualArchive } from './manifest'
import { archivesToDelete, DEFAULT_RETENTION, MANUAL_KEPT, rotate } from './retention'

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

  it('keeps a manual backup apart: it never takes the place of that night’s, the last ten stay', () => {
    const night = { name: 'salon-2026-11-27-030000.tar.gz', date: new Date(Date.UTC(2026, 10, 27, 2)), manual: false }
    const noon = { name: 'salon-2026-11-27-120000-manuell.tar.gz', date: new Date(Date.UTC(2026, 10, 27, 11)), manual: true }
    // Before, the noon archive was that day's newest and the night's was deleted.
    expect(archivesToDelete([night, noon], DEFAULT_RETENTION)).toEqual([night.name])
    expect(rotate([night, noon], DEFAULT_RETENTION)).toEqual([])
    const manual = Array.from({ length: MANUAL_KEPT + 2 }, (_, index) => ({
      name: `m${index}`,
      date: new Date(Date.UTC(2026, 10, 1) + index * 86_400_000),
      manual: true,
    }))
    expect(rotate([night, ...manual], DEFAULT_RETENTION)).toEqual(['m1', 'm0'])
  })
})

describe('archive names', () => {
  it('are the salon’s clock, Berlin time, winter and summer; a manual one says so', () => {
    expect(archiveName(new Date('2026-11-28T02:15:00Z'))).toBe('salon-2026-11-28-031500.tar.gz')
    expect(archiveName(new Date('2026-07-01T22:30:05Z'), { kind: 'manual' })).toBe(
      'salon-2026-07-02-003005-manuell.tar.gz',
    )
    expect(archiveDate('salon-2026-07-02-003005-manuell.tar.gz')?.toISOString()).toBe(
      '2026-07-01T22:30:05.000Z',
    )
    expect(isManualArchive('salon-2026-07-02-003005-manuell.tar.gz')).toBe(true)
    expect(isManualArchive('salon-2026-11-28-031500.tar.gz')).toBe(false)
    // The state before a restore says so, and is kept apart from the rotation as well.
    const before = archiveName(new Date('2026-11-28T13:15:00Z'), { kind: 'beforeRestore' })
    expect(before).toBe('salon-2026-11-28-141500-vor-wiederherstellung.tar.gz')
    expect(archiveKind(before)).toBe('beforeRestore')
    expect(isManualArchive(before)).toBe(true)
    expect(archiveDate(before)?.toISOString()).toBe('2026-11-28T13:15:00.000Z')
    expect(archiveKind('salon-2026-11-28-031500.tar.gz')).toBe('nightly')
    expect(archiveKind('salon-2026-11-28-031500-anders.tar.gz')).toBeNull()
    expect(archiveDate('salon-2026-11-28.tar.gz')).toBeNull()
  })
})
