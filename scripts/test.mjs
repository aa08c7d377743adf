#!/usr/bin/env node
// `npm test`: type check, lint, unit and integration tests (Vitest), production build, browser
// tests (Playwright). Stops at the first failing step; ends with one line of counts.
import fs from 'node:fs'
import path from 'node:path'

import { checkPrerequisites } from './lib/prerequisites.mjs'
import { run } from './run.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
// Not test-results/: Playwright empties that folder when it starts.
const reports = path.resolve('reports')
fs.mkdirSync(reports, { recursive: true })
const bin = (name) => path.join('node_modules', '.bin', name)
const counts = { passed: 0, failed: 0, skipped: 0 }

async function step(name, command, args, options) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    await run(command, args, options)
    console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
  } catch (error) {
    console.error(`✘ ${name}: ${error instanceof Error ? error.message : error}`)
    tally()
    process.exit(1)
  }
}

function tally() {
  const vitest = path.join(reports, 'vitest.json')
  if (fs.existsSync(vitest)) {
    const result = JSON.parse(fs.readFileSync(vitest, 'utf8'))
    counts.passed += result.numPassedTests
    counts.failed += result.numFailedTests
    counts.skipped += result.numPendingTests + result.numTodoTests
  }
  const playwright = path.join(reports, 'playwright.json')
  const flaky = []
  if (fs.existsSync(playwright)) {
    const report = JSON.parse(fs.readFileSync(playwright, 'utf8'))
    counts.passed += report.stats.expected
    counts.flaky = report.stats.flaky
    counts.failed += report.stats.unexpected
    counts.skipped += report.stats.skipped
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const one of spec.tests ?? [])
          if (one.status === 'flaky') flaky.push(`${spec.file}:${spec.line} ${spec.title}`)
      for (const inner of suite.suites ?? []) walk(inner)
    }
    for (const suite of report.suites ?? []) walk(suite)
  }
  if (flaky.length) {
    fs.writeFileSync(path.join(reports, 'flaky.txt'), `${flaky.join('\n')}\n`)
    console.log(`\nFlaky (passed only on retry; traces under test-results/):`)
    for (const line of flaky) console.log(`  ${line}`)
  }
  console.log(
    `\n${counts.passed} passed, ${counts.flaky ?? 0} flaky, ${counts.failed} failed, ${counts.skipped} skipped`,
  )
}

// Before anything slow: a bare machine learns in a second what it lacks (npm run setup).
await checkPrerequisites('npm test')

for (const file of ['vitest.json', 'playwright.json', 'flaky.txt'])
  fs.rmSync(path.join(reports, file), { force: true })

await step('type check', bin('tsc'), ['--noEmit'])
await step('lint', bin('eslint'), ['.', '--max-warnings', '0'])
await step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'])
await step('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
])
await step('production build', process.execPath, ['scripts/build.mjs'])
await step('browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
})
tally()
