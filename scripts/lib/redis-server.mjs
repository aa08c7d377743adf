// A private redis-server (Debian's binary) on a free port of 127.0.0.1 that keeps nothing on disk,
// for tests and the bench: they never touch the machine's own Redis and may stop theirs.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

import { createClient } from 'redis'

import { freePort } from './freePort.mjs'
import { withoutFakeClock } from './suiteClock.mjs'

/**
 * Starts redis-server and waits until it answers. `stop()` kills it (its data is gone, as after a
 * restart without persistence); `start()` brings it back on the same port.
 */
export async function startRedisServer() {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child = null

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      // On the machine's clock: it does not start under libfaketime (scripts/lib/suiteClock.mjs).
      { stdio: 'ignore', env: withoutFakeClock() },
    )
    for (let attempt = 0; attempt < 100; attempt++) {
      const probe = createClient({ url, socket: { reconnectStrategy: false } })
      probe.on('error', () => undefined)
      try {
        await probe.connect()
        await probe.ping()
        probe.destroy()
        return
      } catch {
        await sleep(100)
      }
    }
    throw new Error(`redis-server did not start on port ${port}`)
  }

  async function stop() {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGKILL')
    })
  }

  await start()
  return { url, port, start, stop }
}
