#!/usr/bin/env node
// `npm test`, the gate: type check, lint, unit and integration tests (Vitest), production build,
// browser tests (Playwright, playwright.config.ts). Stops at the first failing step; ends with
// one line of counts. The long scenarios are `npm run test:long` (docs/testing.md).
import path from 'node:path'

import { checkPrerequisites } from './lib/prerequisites.mjs'
import { lane } from './lib/testReport.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const bin = (name) => path.join('node_modules', '.bin', name)

// Before anything slow: a bare machine learns in a second what it lacks (npm run setup).
await checkPrerequisites('npm test')

const { files, step, checks, tally } = lane()
await checks([
  ['type check', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
])
await step('unit and integration tests', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--project',
  'integration',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${files.vitest}`,
])
// The type check above covered what Next's build would check again (next.config.ts).
await step('production build', process.execPath, ['scripts/build.mjs'], {
  env: { ...process.env, SALON_TYPES_CHECKED: '1' },
})
await step('browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: files.playwright },
})
tally()
