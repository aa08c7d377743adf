#!/usr/bin/env node
// `npm run dev`: the same front server as `npm start` (src/server/main.ts, run from source), with
// Next.js in development mode (hot reload) and the islands rebuilt on every change. Public pages
// go the same way as in production, so a component that needs the client runtime fails here too.
import { spawn } from 'node:child_process'

import nextEnv from '@next/env'

import { tsxArgs } from './lib/node-flags.mjs'
import { run } from './run.mjs'

process.env.NODE_ENV = 'development'
nextEnv.loadEnvConfig(process.cwd(), true)
process.env.NEXT_TELEMETRY_DISABLED = '1'
await run(process.execPath, tsxArgs('scripts/check-env.ts'))
await run(process.execPath, tsxArgs('scripts/prepare.ts'))
await run(process.execPath, ['scripts/wire-features.mjs'])
await run(process.execPath, ['scripts/build-islands.mjs'])

const children = [
  spawn(process.execPath, ['scripts/build-islands.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, tsxArgs('src/server/main.ts'), { stdio: 'inherit' }),
]
const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal))
// One ends: both end, with its code.
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
