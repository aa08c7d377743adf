import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics'
import { metricSum } from '@/test/readMetrics'

import { createFrontCounts } from './frontCounts'
import { createFrontThread } from './frontThread'

describe('the front worker’s counts', () => {
  it('are read with the main thread’s metrics, from the memory both share, at once', async () => {
    const { registry } = metrics()
    const thread = createFrontThread()
    // The worker's side of the same memory, as frontWorker.ts makes it.
    const worker = createFrontCounts(thread.counts)
    const read = async () => {
      const text = await registry.metrics()
      return [
        metricSum(text, 'salon_http_requests_total', ['kind="page"', 'status="200"']),
        metricSum(text, 'salon_http_requests_total', ['kind="page"', 'status="304"']),
        metricSum(text, 'salon_page_cache_total', ['state="HIT"']),
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
