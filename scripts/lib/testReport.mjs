// The steps of a test lane (scripts/test.mjs, scripts/test-long.mjs) and its closing line of
// counts: passed, flaky (passed only on CI's one retry, by name), failed, skipped.
import fs from 'node:fs'
import path from 'node:path'

import { spawn } from 'node:child_process'

import { run } from '../run.mjs'

/** Runs a command with its output collected; resolves with its exit code and that output. */
function collected(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error}\n` }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

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

  /**
   * Steps that read the sources and write nothing (type check, lint, format) side by side, each
   * single-threaded: one core each. Their outputs are printed whole, one after the other.
   */
  async function checks(list) {
    const stepStarted = Date.now()
    const names = list.map(([name]) => name).join(', ')
    console.log(`\n▶ ${names}`)
    const results = await Promise.all(list.map(([, command, args]) => collected(command, args)))
    const failed = []
    results.forEach(({ code, output }, index) => {
      if (output.trim()) process.stdout.write(output)
      if (code !== 0) failed.push(list[index][0])
    })
    const seconds = Math.round((Date.now() - stepStarted) / 1000)
    if (failed.length) {
      console.error(`✘ ${failed.join(', ')} failed`)
      tally()
      process.exit(1)
    }
    timings.push(`${names} ${seconds} s`)
    console.log(`✔ ${names} (${seconds} s)`)
  }

  return { files, step, checks, tally }
}
