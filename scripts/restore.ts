// `npm run restore -- <archive> [--yes] [--force]`: replaces the configured database and files
// with an archive of `npm run backup`, after checking it whole; migrates it to this version.
// With another DATABASE_URL it moves a site between SQLite and PostgreSQL. docs/operations.md.
//
// Imports are static on purpose (see prepare.ts: a dynamic import of the config can stall).
import './load-env'

import { createInterface } from 'node:readline/promises'

import { getPayload } from 'payload'

import { backupSettingsFor } from '../src/features/backups/backup.server'
import {
  checkArchive,
  restoreArchive,
  siteSeemsRunning,
} from '../src/features/backups/restore.server'
import { env } from '../src/lib/env'
import payloadConfig from '../src/payload.config'

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(`${question} Type "yes" to go on: `)
  prompt.close()
  return answer.trim().toLowerCase() === 'yes'
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const archive = args.find((arg) => !arg.startsWith('--'))
  if (!archive) {
    console.error('Usage: npm run restore -- <backups/salon-….tar.gz> [--yes] [--force]')
    return 2
  }
  const payload = await getPayload({ config: payloadConfig })
  const settings = backupSettingsFor(payload)
  try {
    const checked = await checkArchive(payload, archive).catch((error: unknown) => {
      console.error(`Refused, nothing changed: ${error instanceof Error ? error.message : error}`)
      return null
    })
    if (!checked) return 1
    const { manifest } = checked
    if (!args.includes('--force') && (await siteSeemsRunning(payload))) {
      await checked.discard()
      console.error(
        'Refused, nothing changed: the site is running on this database (its job queue ran in the last three minutes). Stop it first, or pass --force.',
      )
      return 1
    }
    const target = env().databaseKind === 'postgres' ? 'PostgreSQL' : settings.databaseUrl
    console.log(
      `Archive of ${manifest.createdAt} (version ${manifest.version}, ${manifest.database}, orders ${manifest.counts.orders ?? 0}, media ${manifest.counts.media ?? 0}).`,
    )
    const question = `This replaces everything in ${target} and in the media folders with it.`
    if (!args.includes('--yes') && !(await confirmed(question))) {
      await checked.discard()
      console.error('Not restored: confirm with "yes", or pass --yes.')
      return 1
    }
    const result = await restoreArchive(payload, checked, settings)
    console.log(
      `Restored in ${result.ms} ms; ${result.migratedForward} migration(s) applied since the backup.`,
    )
    console.log('Set again (not in the archive):')
    for (const item of manifest.notIncluded) console.log(`  - ${item}`)
    return 0
  } finally {
    await payload.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
