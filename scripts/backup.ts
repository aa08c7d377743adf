// `npm run backup`: one archive of the whole site (database, media, form attachments) in
// BACKUP_DIR (default backups/), made while the site runs. docs/operations.md.
//
// Imports are static on purpose (see prepare.ts: a dynamic import of the config can stall).
import './load-env'

import { getPayload } from 'payload'

import { backupNow } from '../src/features/backups/backupRuns.server'
import payloadConfig from '../src/payload.config'

async function main() {
  const payload = await getPayload({ config: payloadConfig })
  // As „Jetzt sichern“: noted under „Datensicherung“ (the dashboard counts it) and kept apart
  // from the nightly rotation.
  const made = await backupNow(payload, { kind: 'manual' })
  const counts = Object.entries(made.manifest.counts)
    .filter(([, count]) => count > 0)
    .map(([slug, count]) => `${slug} ${count}`)
    .join(', ')
  console.log(`Backup written: ${made.location}`)
  console.log(`  ${(made.bytes / 1024 / 1024).toFixed(1)} MB in ${made.ms} ms; ${counts}`)
  console.log('  Not in the archive (set again after a restore):')
  for (const item of made.manifest.notIncluded) console.log(`  - ${item}`)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
