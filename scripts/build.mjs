#!/usr/bin/env node
import { run } from './run.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
