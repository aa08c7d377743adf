#!/usr/bin/env node
// `npm run wire`: writes src/wiring/ and src/contracts/slugs.ts from the feature catalogue and
// each feature's feature.ts (scripts/lib/featureCatalogue.mjs). Every build runs it first.
// `--check` only says which files are out of date, and fails when any is.
import { writeWiring } from './lib/featureCatalogue.mjs'

const check = process.argv.includes('--check')
try {
  const changed = await writeWiring({ check })
  if (changed.length === 0) console.log('Feature wiring is up to date.')
  else if (check) {
    console.error(`Feature wiring is out of date (run npm run wire): ${changed.join(', ')}`)
    process.exitCode = 1
  } else console.log(`Feature wiring written: ${changed.join(', ')}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
