#!/usr/bin/env node
// Issue 62 alone: `node scripts/bench-steady.mjs [minutes]` starts a fresh demo server writing page
// files (PAGE_CACHE_DIR), measures the cached rate of / against a minimal Node server, nginx and
// nginx in front of the site, runs `minutes` (default 10) of mixed traffic and measures again
// (scripts/lib/steady-bench.mjs). `npm run bench` runs it as its last part.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'

import { buildNeeded } from './build-needed.mjs'
import { demoServerEnv } from './lib/demo.mjs'
import { reportSteady, steadyFigures } from './lib/steady-bench.mjs'
import { run } from './run.mjs'

const PORT = 3380
const PORTS = [3382, 3383, 3384]

/** A fresh demo server, the measurement, the server stopped. */
export async function runSteady({ soakMinutes = 10 } = {}) {
  const dir = path.resolve('data/bench-steady')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const pageCacheDir = path.join(dir, 'page-cache')
  const base = `http://127.0.0.1:${PORT}`
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: demoServerEnv({ port: PORT, dir, extra: { PAGE_CACHE_DIR: pageCacheDir } }),
  })
  try {
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (server.exitCode !== null || attempt > 480) throw new Error('the server did not start')
      await sleep(500)
    }
    return await steadyFigures({
      base,
      startPid: server.pid,
      pageCacheDir,
      ports: PORTS,
      dir,
      soakMinutes,
    })
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM')
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (buildNeeded()) await run(process.execPath, ['scripts/build.mjs'])
  const steady = await runSteady({ soakMinutes: Number(process.argv[2] ?? 10) })
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync('bench/results/steady.json', `${JSON.stringify(steady, null, 2)}\n`)
  reportSteady(steady)
  process.exit(0)
}
