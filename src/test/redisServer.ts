import { afterAll, beforeAll } from 'vitest'

import { closeRedis } from '@/lib/redis'

import { startRedisServer, type RedisServer } from '../../scripts/lib/redis-server.mjs'

/**
 * A redis-server of the test file's own (never the machine's), started before its tests and
 * stopped after them, with the project's shared connections closed first. The tests may stop and
 * start it to play an outage.
 */
export function testRedisServer(): Pick<RedisServer, 'url' | 'start' | 'stop'> {
  let server: RedisServer | undefined
  beforeAll(async () => {
    server = await startRedisServer()
  })
  afterAll(async () => {
    closeRedis()
    await server?.stop()
  })
  const running = () => {
    if (!server) throw new Error('The redis-server starts in beforeAll')
    return server
  }
  return {
    get url() {
      return running().url
    },
    start: () => running().start(),
    stop: () => running().stop(),
  }
}
