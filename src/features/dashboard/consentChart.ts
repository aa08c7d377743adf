import { addDays, berlinDate } from '@/lib/berlinTime'

export const DECISIONS = ['accepted', 'custom', 'refused'] as const
export type Decision = (typeof DECISIONS)[number]

export type DayCounts = { date: string } & Record<Decision, number>

/** The last `days` Berlin days up to `now`, oldest first, with each day's decisions counted. */
export function countByDay(
  entries: Array<{ decision: string; createdAt: string }>,
  now: Date,
  days = 30,
): DayCounts[] {
  const today = berlinDate(now)
  const result: DayCounts[] = []
  const index = new Map<string, DayCounts>()
  for (let back = days - 1; back >= 0; back--) {
    const date = addDays(today, -back)
    const day = { date, accepted: 0, custom: 0, refused: 0 }
    result.push(day)
    index.set(date, day)
  }
  for (const entry of entries) {
    const day = index.get(berlinDate(entry.createdAt))
    if (day && (DECISIONS as readonly string[]).includes(entry.decision))
      day[entry.decision as Decision] += 1
  }
  return result
}

export type Bar = { x: number; y: number; width: number; height: number; decision: Decision }

/**
 * Stacked columns, one per day, scaled to the busiest day: accepted at the bottom, then a
 * choice, then refused. Drawn on the server as SVG, so the admin loads no chart library.
 */
export function stackedBars(days: DayCounts[], width: number, height: number): Bar[] {
  const most = Math.max(1, ...days.map((day) => day.accepted + day.custom + day.refused))
  const slot = width / days.length
  const bars: Bar[] = []
  days.forEach((day, column) => {
    let top = height
    for (const decision of DECISIONS) {
      const barHeight = (day[decision] / most) * height
      if (barHeight === 0) continue
      top -= barHeight
      bars.push({
        x: column * slot + slot * 0.15,
        y: top,
        width: slot * 0.7,
        height: barHeight,
        decision,
      })
    }
  })
  return bars
}

/** Totals and whole-number shares: „12 (60 %)“. */
export function totals(days: DayCounts[]) {
  const sum = (decision: Decision) => days.reduce((total, day) => total + day[decision], 0)
  const counts = { accepted: sum('accepted'), custom: sum('custom'), refused: sum('refused') }
  const all = counts.accepted + counts.custom + counts.refused
  const share = (value: number) => (all ? Math.round((value / all) * 100) : 0)
  return {
    all,
    counts,
    shares: {
      accepted: share(counts.accepted),
      custom: share(counts.custom),
      refused: share(counts.refused),
    },
  }
}
