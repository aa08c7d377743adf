#!/usr/bin/env node
// `npm start`: prepare the database (migrate, seed when empty), build when the sources changed,
// then serve. SIGTERM and SIGINT are passed to the server, which finishes open requests and exits.
import { spawn } from 'node:child_process'

import { buildNeeded } from './build-needed.mjs'
import { run } from './run.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '0.0.0.0'

try {
  await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/prepare.ts'])
  if (process.env.SKIP_BUILD !== '1' && buildNeeded()) {
    console.log('Building the site (first start or changed sources) …')
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', host],
  {
    stdio: 'inherit',
  },
)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)),
)
