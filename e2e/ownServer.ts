import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { demoServerEnv } from '../scripts/lib/demo.mjs'
import { E2E_DATA } from '../scripts/lib/e2eData.mjs'

export type OwnServer = { url: string; stop: () => Promise<void> }

/**
 * A demo server of the test's own on a fresh database (the shared ones run with SMTP_URL set,
 * and some stories need a site as `npm start` makes it). It binds to 127.0.0.1, uses the build
 * the suite made, and is stopped by the test.
 */
export async function startOwnServer(
  port: number,
  extra: Record<string, string> = {},
): Promise<OwnServer> {
  const dir = path.join(E2E_DATA, `own-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: demoServerEnv({ port, dir, extra }),
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Own server exited: ${errors}`)
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) throw new Error(`Own server did not start: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
