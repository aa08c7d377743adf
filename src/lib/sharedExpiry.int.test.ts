import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clock } from '@/lib/clock'
import { testRedisServer } from '@/test/redisServer'

import { withRedis } from './redis'
import { announceExpiry, createExpiryFollower, EXPIRY_STREAM } from './sharedExpiry'

const redis = testRedisServer()
let raw: ReturnType<typeof rawClient>

/** A plain connection of the test's own, to write and read the stream as another instance. */
function rawClient() {
  const client = createClient({ url: redis.url })
  // Stopping the server closes it; the test reconnects on its own.
  client.on('error', () => undefined)
  return client
}

beforeAll(async () => {
  raw = rawClient()
  await raw.connect()
})

afterAll(() => raw.destroy())

/** What another instance writes when a save there expired `paths`. */
const fromPeer = (paths: string[]) =>
  raw.xAdd(EXPIRY_STREAM, '*', { origin: 'peer', paths: JSON.stringify(paths) })

const connected = () =>
  expect.poll(async () => (await withRedis(redis.url, (c) => c.ping()))?.value).toBe('PONG')

function recorder() {
  const applied: string[][] = []
  return { applied, apply: async (paths: string[]) => void applied.push(paths) }
}

describe('page expiries shared through a Redis stream', () => {
  it('a follower applies what other instances announce after it started, once each', async () => {
    await connected()
    await fromPeer(['/before-start'])
    const { applied, apply } = recorder()
    const follower = createExpiryFollower(redis.url, apply)
    await follower.catchUp()
    expect(applied).toEqual([])
    await fromPeer(['/team', '/kontakt'])
    await fromPeer(['/team'])
    await follower.catchUp()
    expect(applied).toEqual([['/team', '/kontakt']])
    await follower.catchUp()
    expect(applied).toHaveLength(1)
  })

  it('announces this instance’s paths, which its own follower skips', async () => {
    await connected()
    const { applied, apply } = recorder()
    const follower = createExpiryFollower(redis.url, apply)
    await follower.catchUp()
    expect(await announceExpiry(redis.url, ['/galerie'])).toBe(true)
    const [last] = (await raw.xRevRange(EXPIRY_STREAM, '+', '-', { COUNT: 1 })) ?? []
    expect(JSON.parse(last!.message.paths!)).toEqual(['/galerie'])
    await follower.catchUp()
    expect(applied).toEqual([])
  })

  it('a request arriving during a read waits for a read that sees what was announced before it', async () => {
    await connected()
    const { applied, apply } = recorder()
    const follower = createExpiryFollower(redis.url, apply)
    await follower.catchUp()
    const first = follower.catchUp()
    await fromPeer(['/leistungen'])
    await Promise.all([first, follower.catchUp()])
    expect(applied.flat()).toContain('/leistungen')
  })

  it('after Redis was away, expires everything here and sends what waited', async () => {
    await connected()
    const { applied, apply } = recorder()
    const follower = createExpiryFollower(redis.url, apply)
    await follower.catchUp()
    await redis.stop()
    expect(await announceExpiry(redis.url, ['/salon'])).toBe(false)
    await follower.catchUp()
    expect(applied).toEqual([])
    await redis.start()
    raw.destroy()
    raw = rawClient()
    await raw.connect()
    await connected()
    await follower.catchUp()
    expect(applied).toEqual([['*']])
    // The announcement that failed went out with that read.
    const entries = (await raw.xRange(EXPIRY_STREAM, '-', '+')) ?? []
    expect(entries.map((entry) => JSON.parse(entry.message.paths!))).toEqual([['/salon']])
  })

  it('after a day without a read expires everything once, then follows as before', async () => {
    await connected()
    let clock = Date.now()
    const { applied, apply } = recorder()
    const follower = createExpiryFollower(redis.url, apply, { now: () => clock })
    await follower.catchUp()
    clock += 25 * 60 * 60 * 1000
    await follower.catchUp()
    await follower.catchUp()
    expect(applied).toEqual([['*']])
    await fromPeer(['/team'])
    await follower.catchUp()
    expect(applied).toEqual([['*'], ['/team']])
  })

  it('keeps what followers have yet to read when this instance’s clock runs two days ahead of Redis’s', async () => {
    const { applied, apply } = recorder()
    const reader = createExpiryFollower(redis.url, apply)
    await reader.catchUp()
    await fromPeer(['/kontakt'])
    clock.startAt(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))
    try {
      expect(await announceExpiry(redis.url, ['/team'])).toBe(true)
    } finally {
      clock.startAt(new Date(Date.now()))
    }
    const kept = (await raw.xRange(EXPIRY_STREAM, '-', '+')) ?? []
    expect(kept.map((entry) => JSON.parse(entry.message.paths!))).toEqual(
      expect.arrayContaining([['/kontakt'], ['/team']]),
    )
    await reader.catchUp()
    expect(applied).toEqual(expect.arrayContaining([['/kontakt']]))
  })
})
