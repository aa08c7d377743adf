#!/usr/bin/env node
// The admin's import map is regenerated first, so components added to the config are never
// missing from the build.
import { run } from './run.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
await run(process.execPath, ['node_modules/payload/bin.js', 'generate:importmap'])
await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
