/** Arrow keys in the month table: a step to the next free day that way, as in a date picker. */
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/**
 * The free day to focus after `key` from the day at `index` (0 = the 1st), or null. Days without
 * a free time are skipped; Home and End go to the first and the last free day of the month.
 */
export function nextFreeDay(free: boolean[], index: number, key: string): number | null {
  const candidates = free.flatMap((isFree, day) => (isFree ? [day] : []))
  if (key === 'Home') return candidates[0] ?? null
  if (key === 'End') return candidates.at(-1) ?? null
  const step = MOVES[key]
  if (!step) return null
  for (let day = index + step; day >= 0 && day < free.length; day += step) if (free[day]) return day
  // Up and down: the nearest free day beyond the same weekday, if any.
  if (Math.abs(step) === 7)
    return step > 0
      ? (candidates.find((day) => day > index) ?? null)
      : (candidates.filter((day) => day < index).at(-1) ?? null)
  return null
}
