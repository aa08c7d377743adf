#!/usr/bin/env node
// `npm start`: prepare the database (migrate, seed when empty), build when the sources changed,
// then serve. SIGTERM and SIGINT are passed to the server, which finishes open requests and exits.
import { spawn } from 'node:child_process'

import nextEnv from '@next/env'

import { buildNeeded } from './build-needed.mjs'
import { NODE_FLAGS, tsxArgs } from './lib/node-flags.mjs'
import { run } from './run.mjs'

process.env.NODE_ENV = 'production'
// .env files count for PORT and HOST here and for everything in the processes started below.
nextEnv.loadEnvConfig(process.cwd())
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '0.0.0.0'

try {
  const tsx = (script, ...args) => run(process.execPath, tsxArgs(script, ...args))
  await tsx('scripts/check-env.ts')
  await tsx('scripts/prepare.ts')
  if (process.env.SKIP_BUILD !== '1' && buildNeeded()) {
    console.log('Building the site (first start or changed sources) …')
    await run(process.execPath, ['scripts/build.mjs'])
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

// The front server (src/server/main.ts, built by scripts/build.mjs) serves Next.js's build.
const server = spawn(process.execPath, [...NODE_FLAGS, '.next/salon-server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: host },
})
// The server stops accepting connections, finishes open requests and exits with 0; an exit by the
// signal itself is also a shutdown we were asked for (npm would report a failure otherwise).
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true
    server.kill(signal)
  })
}
server.on('exit', (code, signal) => {
  if (stopping && (signal || code === 143 || code === 130)) process.exit(0)
  process.exit(code ?? 1)
})
