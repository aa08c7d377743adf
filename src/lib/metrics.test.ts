import { describe, expect, it } from 'vitest'

import { metricSum } from '@/test/readMetrics'

import { countPageAnswer, countRequest, metrics } from './metrics'

describe('the hot path’s counts', () => {
  it('are added to the counters when the metrics are read, once', async () => {
    const { registry } = metrics()
    const before = await registry.metrics()
    for (let i = 0; i < 3; i++) countRequest('page', 200)
    countRequest('api', 429, 0.002)
    countPageAnswer('HIT')
    countPageAnswer('HIT')
    const after = await registry.metrics()
    const delta = (text: string) => [
      metricSum(text, 'salon_http_requests_total', ['kind="page"', 'status="200"']),
      metricSum(text, 'salon_http_requests_total', ['kind="api"', 'status="429"']),
      metricSum(text, 'salon_page_cache_total', ['state="HIT"']),
      metricSum(text, 'salon_http_request_duration_seconds_count', ['kind="api"']),
    ]
    const [pages, refused, hits, timed] = delta(after).map((value, i) => value - delta(before)[i]!)
    expect({ pages, refused, hits, timed }).toEqual({ pages: 3, refused: 1, hits: 2, timed: 1 })
    // Read again: nothing counted twice.
    expect(delta(await registry.metrics())).toEqual(delta(after))
  })
})
