import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

import { createClient } from 'redis'

/** A free TCP port on 127.0.0.1, as the kernel hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type RedisServer = {
  url: string
  port: number
  /** Stops the server (its data is gone, as after a real restart without persistence). */
  stop: () => Promise<void>
  /** Starts it again on the same port. */
  start: () => Promise<void>
}

/**
 * A private redis-server (Debian's binary) on a free port of 127.0.0.1, keeping nothing on disk:
 * tests never touch the machine's own Redis and may stop theirs.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | null = null

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    for (let attempt = 0; attempt < 50; attempt++) {
      const probe = createClient({ url, socket: { reconnectStrategy: false } })
      probe.on('error', () => undefined)
      try {
        await probe.connect()
        await probe.ping()
        probe.destroy()
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    throw new Error(`redis-server did not start on port ${port}`)
  }

  async function stop() {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }

  await start()
  return { url, port, stop, start }
}
