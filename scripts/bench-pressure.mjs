#!/usr/bin/env node
// The pressure part of `npm run bench` alone (scripts/lib/pressure-bench.mjs), on a fresh demo
// server: `node scripts/bench-pressure.mjs [--as-built]` (--as-built: serve the build as it is, even
// if sources changed since). Prints the figures as JSON.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { buildNeeded } from './build-needed.mjs'
import { demoServerEnv } from './lib/demo.mjs'
import { pressureFigures } from './lib/pressure-bench.mjs'
import { run } from './run.mjs'

const PORT = 3301
const BASE = `http://127.0.0.1:${PORT}`
const dir = path.resolve('data/bench-pressure')
const METRICS_TOKEN = 'bench-metrics-token-0123456789'

if (!process.argv.includes('--as-built') && buildNeeded())
  await run(process.execPath, ['scripts/build.mjs'])
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: demoServerEnv({ port: PORT, dir, extra: { METRICS_TOKEN } }),
})
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'))
for (let attempt = 0; ; attempt++) {
  if (attempt > 240) throw new Error('server did not become healthy')
  if (
    await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break
  await sleep(500)
}
await fetch(`${BASE}/`)
await fetch(`${BASE}/kontakt`)
console.log(JSON.stringify(await pressureFigures(BASE, server.pid, METRICS_TOKEN), null, 2))
process.exit(0)
