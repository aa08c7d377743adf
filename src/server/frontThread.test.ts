import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics'

import { createFrontCounts } from './frontCounts'
import { createFrontThread } from './frontThread'

/** A counter's value in the registry's text, summed over the lines with all `labels`. */
const valueOf = (text: string, name: string, labels: string[]) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)

describe('the front worker’s counts', () => {
  it('are read with the main thread’s metrics, from the memory both share, at once', async () => {
    const { registry } = metrics()
    const thread = createFrontThread()
    // The worker's side of the same memory, as frontWorker.ts makes it.
    const worker = createFrontCounts(thread.counts)
    const read = async () => {
      const text = await registry.metrics()
      return [
        valueOf(text, 'salon_http_requests_total', ['kind="page"', 'status="200"']),
        valueOf(text, 'salon_http_requests_total', ['kind="page"', 'status="304"']),
        valueOf(text, 'salon_page_cache_total', ['state="HIT"']),
      ]
    }
    const before = await read()
    worker.add('page 200')
    worker.add('HIT')
    worker.add('page 304')
    worker.add('page 304')
    const after = await read()
    expect(after.map((value, i) => value - before[i]!)).toEqual([1, 2, 1])
    // Read again: nothing counted twice.
    expect(await read()).toEqual(after)
  })
})
