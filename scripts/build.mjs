#!/usr/bin/env node
// `npm run build`: the features' wiring from their manifests (src/wiring/), the islands (pages
// name the loader's hashed file), the admin's import map (so components added to the config are
// never missing), the Next.js build, then the front server that serves it all (`npm start` runs
// .next/salon-server.mjs, with its front worker .next/salon-front.mjs).
import * as esbuild from 'esbuild'

import { run } from './run.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
await run(process.execPath, ['scripts/wire-features.mjs'])
await run(process.execPath, ['scripts/build-islands.mjs'])
// The production condition, as `npm start` uses: Lexical's Node entry otherwise loads through a
// top-level await that Node 20 sometimes leaves unsettled (docs/decisions/codebase-structure.md).
await run(process.execPath, [
  '--conditions=production',
  'node_modules/payload/bin.js',
  'generate:importmap',
])
await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', '--webpack'])
// The front worker (src/server/frontWorker.ts) runs beside the server, from the same folder.
for (const [entry, outfile] of [
  ['src/server/main.ts', '.next/salon-server.mjs'],
  ['src/server/frontWorker.ts', '.next/salon-front.mjs'],
])
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  })
