#!/usr/bin/env node
// Issue 62 alone: `node scripts/bench-steady.mjs [minutes] [--without-worker]` starts a fresh demo
// server writing page files (PAGE_CACHE_DIR), measures the cached rate of / against a minimal
// Node server, nginx and nginx in front of the site, runs `minutes` (default 10) of mixed traffic
// and measures again (scripts/lib/steady-bench.mjs); `--without-worker` measures a second server
// with FRONT_WORKER=off in the same rounds. `npm run bench` runs it as its last part.
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
const WITHOUT_PORT = 3381

/** A fresh demo server on `port` in `dir`, resolved once it answers. */
async function startDemo({ port, dir, extra }) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: demoServerEnv({ port, dir, extra }),
  })
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (server.exitCode !== null || attempt > 480) throw new Error('the server did not start')
    await sleep(500)
  }
  return { base, server }
}

/**
 * A fresh demo server, the measurement, the server stopped. `withoutWorker`: a second server
 * with FRONT_WORKER=off, measured in the same rounds (its cached rate only).
 */
export async function runSteady({ soakMinutes = 10, withoutWorker = false } = {}) {
  const dir = path.resolve('data/bench-steady')
  const pageCacheDir = path.join(dir, 'page-cache')
  const servers = []
  try {
    const ours = await startDemo({ port: PORT, dir, extra: { PAGE_CACHE_DIR: pageCacheDir } })
    servers.push(ours.server)
    const without = withoutWorker
      ? await startDemo({
          port: WITHOUT_PORT,
          dir: path.resolve('data/bench-steady-without'),
          extra: { FRONT_WORKER: 'off' },
        })
      : undefined
    if (without) servers.push(without.server)
    return await steadyFigures({
      base: ours.base,
      startPid: ours.server.pid,
      pageCacheDir,
      ports: PORTS,
      dir,
      soakMinutes,
      without: without?.base,
    })
  } finally {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM')
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (buildNeeded()) await run(process.execPath, ['scripts/build.mjs'])
  const steady = await runSteady({
    soakMinutes: Number(process.argv[2] ?? 10),
    withoutWorker: process.argv.includes('--without-worker'),
  })
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync('bench/results/steady.json', `${JSON.stringify(steady, null, 2)}\n`)
  reportSteady(steady)
  process.exit(0)
}
