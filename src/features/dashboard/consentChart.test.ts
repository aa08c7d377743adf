import { describe, expect, it } from 'vitest'

import { countByDay, stackedBars, totals } from './consentChart'

const now = new Date('2026-11-24T10:00:00Z')
const entries = [
  { decision: 'accepted', createdAt: '2026-11-24T08:00:00Z' },
  { decision: 'accepted', createdAt: '2026-11-24T09:00:00Z' },
  { decision: 'refused', createdAt: '2026-11-24T09:30:00Z' },
  { decision: 'custom', createdAt: '2026-11-23T23:30:00Z' }, // 00:30 on the 24th in Berlin
  { decision: 'accepted', createdAt: '2026-10-26T12:00:00Z' }, // 29 days back: the first column
  { decision: 'refused', createdAt: '2026-10-25T12:00:00Z' }, // 30 days back: left out
]

describe('the consent chart', () => {
  const days = countByDay(entries, now)

  it('counts each Berlin day of the last 30, oldest first', () => {
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ date: '2026-10-26', accepted: 1, custom: 0, refused: 0 })
    expect(days[29]).toEqual({ date: '2026-11-24', accepted: 2, custom: 1, refused: 1 })
  })

  it('stacks the busiest day to the full height, accepted at the bottom', () => {
    const all = stackedBars(days, 300, 80)
    // The first day: one decision of the busiest day's four, a quarter of the height.
    expect(all[0]).toMatchObject({ decision: 'accepted', x: 1.5, y: 60, height: 20 })
    const bars = all.filter((bar) => bar.x > 290)
    expect(bars.map((bar) => bar.decision)).toEqual(['accepted', 'custom', 'refused'])
    expect(bars[0]).toMatchObject({ y: 40, height: 40 })
    expect(bars[2]).toMatchObject({ y: 0, height: 20 })
    expect(bars[0]!.x).toBeCloseTo(29 * 10 + 1.5)
  })

  it('sums the decisions with whole-number shares', () => {
    expect(totals(days)).toEqual({
      all: 5,
      counts: { accepted: 3, custom: 1, refused: 1 },
      shares: { accepted: 60, custom: 20, refused: 20 },
    })
    expect(totals(countByDay([], now)).shares.accepted).toBe(0)
  })
})
