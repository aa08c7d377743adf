// The steps of a test lane (scripts/test.mjs, scripts/test-long.mjs) and its closing line of
// counts: passed, flaky (passed only on CI's one retry, by name), failed, skipped.
import fs from 'node:fs'
import path from 'node:path'

import { run } from '../run.mjs'

// Not test-results/: Playwright empties that folder when it starts.
export const reports = path.resolve('reports')

/** A lane whose reports are `vitest<suffix>.json`, `playwright<suffix>.json`, `flaky<suffix>.txt`. */
export function lane(suffix = '') {
  const file = (name, ext) => path.join(reports, `${name}${suffix}.${ext}`)
  const files = {
    vitest: file('vitest', 'json'),
    playwright: file('playwright', 'json'),
    flaky: file('flaky', 'txt'),
  }
  fs.mkdirSync(reports, { recursive: true })
  for (const one of Object.values(files)) fs.rmSync(one, { force: true })
  const started = Date.now()
  const timings = []

  function tally() {
    const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0 }
    if (fs.existsSync(files.vitest)) {
      const result = JSON.parse(fs.readFileSync(files.vitest, 'utf8'))
      counts.passed += result.numPassedTests
      counts.failed += result.numFailedTests
      counts.skipped += result.numPendingTests + result.numTodoTests
    }
    const flaky = []
    if (fs.existsSync(files.playwright)) {
      const report = JSON.parse(fs.readFileSync(files.playwright, 'utf8'))
      counts.passed += report.stats.expected
      counts.flaky += report.stats.flaky
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
      fs.writeFileSync(files.flaky, `${flaky.join('\n')}\n`)
      console.log(`\nFlaky (passed only on retry; traces under test-results/):`)
      for (const line of flaky) console.log(`  ${line}`)
    }
    console.log(
      `\nSteps: ${timings.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`,
    )
    console.log(
      `${counts.passed} passed, ${counts.flaky} flaky, ${counts.failed} failed, ${counts.skipped} skipped`,
    )
  }

  /** Runs one step; on failure prints the counts so far and exits 1. */
  async function step(name, command, args, options) {
    const stepStarted = Date.now()
    console.log(`\n▶ ${name}`)
    try {
      await run(command, args, options)
      const seconds = Math.round((Date.now() - stepStarted) / 1000)
      timings.push(`${name} ${seconds} s`)
      console.log(`✔ ${name} (${seconds} s)`)
    } catch (error) {
      console.error(`✘ ${name}: ${error instanceof Error ? error.message : error}`)
      tally()
      process.exit(1)
    }
  }

  return { files, step, tally }
}
