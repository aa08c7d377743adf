import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { testRedisServer } from '@/test/redisServer'

import { jobGate } from './jobLease'
import { redisHealth } from './redis'

const redis = testRedisServer()

// The gate puts abandoned jobs back through Payload (jobQueue.int.test.ts tests that part).
const payload = {
  update: async () => ({ docs: [] }),
  logger: { warn: () => undefined },
} as unknown as Payload

async function redisIs(state: 'ok' | 'degraded') {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await redisHealth(redis.url)) === state) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Redis did not become ${state}`)
}

describe('the job lease of several instances', () => {
  it('lets one instance run the queue; while Redis is away only the last holder keeps it', async () => {
    const a = jobGate(redis.url, { holder: 'instance-a' })
    const b = jobGate(redis.url, { holder: 'instance-b' })
    await redisIs('ok')
    expect([await a(payload), await b(payload), await a(payload)]).toEqual([true, false, true])

    await redis.stop()
    await redisIs('degraded')
    // Both running it let two take the same job; the holder keeps mail going.
    expect([await a(payload), await b(payload), await a(payload)]).toEqual([true, false, true])

    // Back without its data (no persistence): the first to ask takes the lease, the other stops.
    await redis.start()
    await redisIs('ok')
    expect([await b(payload), await a(payload), await b(payload)]).toEqual([true, false, true])
  })

  it('an instance that never reached Redis waits for it', async () => {
    const late = jobGate('redis://127.0.0.1:1', { holder: 'instance-c' })
    expect(await late(payload)).toBe(false)
  })
})
