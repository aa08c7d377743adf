import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { demoServerEnv } from '../scripts/lib/demo.mjs'
import { OWN_SERVER_PORTS } from '../scripts/lib/e2eServers.mjs'

const PORT = OWN_SERVER_PORTS.shutdown
const BASE = `http://127.0.0.1:${PORT}`

// `npm start` as an operator runs it, on its own database: SIGTERM lets open requests finish and
// the process exit cleanly, within the time a container runtime waits before it kills.
test('npm start stops cleanly on SIGTERM', async () => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-shutdown-'))
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    // Its own process group: a failed test kills scripts/start.mjs with the server it started,
    // not the wrapper alone (which left the server holding the port for the next run).
    detached: true,
    env: demoServerEnv({ port: PORT, dir }),
  })
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
  try {
    await expect
      .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200)
    const inFlight = fetch(`${BASE}/galerie`)
    await new Promise((resolve) => setTimeout(resolve, 30))
    server.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    // Within a container runtime's 10 s: the server's own deadline (SHUTDOWN_GRACE_MS, 8 s,
    // src/server/main.ts) ends what is still open; a stop that never comes meets the test's limit.
    expect(await exited).toBe(0)
    await expect(fetch(`${BASE}/api/health`)).rejects.toThrow()
  } finally {
    if (server.exitCode === null) {
      try {
        process.kill(-server.pid!, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
})
