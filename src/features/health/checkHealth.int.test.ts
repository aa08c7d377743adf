import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestPayload } from '@/test/testPayload'

import { checkHealth, HEALTH_TIMEOUT_MS } from './checkHealth.server'

describe('health check', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => instance?.cleanup())

  it('is ok when the database answers', async () => {
    expect(await checkHealth(async () => instance.payload)).toEqual({ status: 'ok' })
  })

  it('is unavailable when the database fails', async () => {
    const result = await checkHealth(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    expect(result).toEqual({ status: 'unavailable', reason: 'connect ECONNREFUSED 127.0.0.1:5432' })
  })

  it(`is unavailable when the database hangs longer than ${HEALTH_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers()
    const pending = checkHealth(() => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS + 1)
    expect(await pending).toEqual({
      status: 'unavailable',
      reason: 'database did not answer in time',
    })
    vi.useRealTimers()
  })
})
