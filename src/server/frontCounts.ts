/**
 * What the front worker answered from its cache, counted in memory it shares with the main
 * thread: the main thread's metrics read and reset it synchronously when scraped
 * (`lib/metrics.ts` drains), so a scrape right after a request counts it, with no message in
 * between. The worker answers only cached pages of status 200 (or a 304 for them), so three
 * counters are all it needs.
 */
export const FRONT_COUNTS = [
  { kind: 'request', labels: { kind: 'page', status: '200' } },
  { kind: 'request', labels: { kind: 'page', status: '304' } },
  { kind: 'page', labels: { state: 'HIT' } },
] as const

export type FrontCount = 'page 200' | 'page 304' | 'HIT'
const SLOT: Record<FrontCount, number> = { 'page 200': 0, 'page 304': 1, HIT: 2 }

export function createFrontCounts(buffer = new SharedArrayBuffer(FRONT_COUNTS.length * 4)) {
  const counts = new Int32Array(buffer)
  return {
    buffer,
    add: (name: FrontCount) => void Atomics.add(counts, SLOT[name], 1),
    /** Each counter's value since the last drain, set back to zero. */
    drain: () =>
      FRONT_COUNTS.map((count, slot) => ({ ...count, n: Atomics.exchange(counts, slot, 0) })),
  }
}
export type FrontCounts = ReturnType<typeof createFrontCounts>
