/**
 * At most `perAddress` writes of one client address (POST, PUT, PATCH, DELETE under /api) inside
 * Next.js at a time; the others wait their turn, in order (issue 32). A visitor sends one form at
 * a time and an editor a few saves, so nobody waits; a flood from one address can occupy only
 * that many of the process's turns, and the pages and health checks between them go on. Past
 * `maxWaiting` waiting requests the address gets a 503 at once.
 *
 * Not `p-limit` or a semaphore package: the lane per address, created and dropped with its
 * traffic, is the point, and it is the dozen lines below.
 */
type Lane = { running: number; waiting: Array<() => void> }

export function createWriteGate({ perAddress = 6, maxWaiting = 200 } = {}) {
  const lanes = new Map<string, Lane>()

  const release = (address: string, lane: Lane) => {
    const next = lane.waiting.shift()
    if (next) return next()
    lane.running -= 1
    if (lane.running === 0) lanes.delete(address)
  }

  return {
    /**
     * Resolves with the function that gives the turn back, once it is this request's turn; null
     * when too many of the address wait already.
     */
    async enter(address: string): Promise<(() => void) | null> {
      let lane = lanes.get(address)
      if (!lane) {
        lane = { running: 0, waiting: [] }
        lanes.set(address, lane)
      }
      if (lane.running < perAddress) lane.running += 1
      else if (lane.waiting.length >= maxWaiting) return null
      else await new Promise<void>((resolve) => lane.waiting.push(resolve))
      let left = false
      const held = lane
      return () => {
        if (left) return
        left = true
        release(address, held)
      }
    },

    /** Addresses with writes running or waiting. */
    get addresses() {
      return lanes.size
    },
  }
}

export type WriteGate = ReturnType<typeof createWriteGate>

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What the gate is for: requests that change something through the API. */
export const isApiWrite = (method: string | undefined, rawUrl: string) =>
  WRITES.has(method ?? '') && rawUrl.startsWith('/api/')
