import { describe, expect, it } from 'vitest'

import { testRedisServer } from '@/test/redisServer'

import { dependencyStates } from './dependencies.server'

const redis = testRedisServer()

const unreachableBucket = {
  bucket: 'salon-media',
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:1',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
}

describe('the health of shared services', () => {
  it('names none when the site runs alone', async () => {
    expect(await dependencyStates({ redisUrl: undefined, s3: undefined })).toEqual({})
  })

  it('says ok for a Redis that answers, degraded for what does not', async () => {
    // The first ask opens the connection; health asks again on the next request.
    await dependencyStates({ redisUrl: redis.url, s3: undefined })
    await expect
      .poll(async () => (await dependencyStates({ redisUrl: redis.url, s3: undefined })).redis)
      .toBe('ok')
    expect(
      await dependencyStates({ redisUrl: 'redis://127.0.0.1:1', s3: unreachableBucket }),
    ).toEqual({ redis: 'degraded', storage: 'degraded' })
  })
})
