// Runs before the server starts: applies pending migrations and seeds an empty database with the
// demo salon. `npm run seed` runs it with --seed to add missing demo content to any database.
//
// Run with `--conditions=production` (or development): see scripts/start.mjs for why.
import './load-env'

import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import { ensureSearchRows } from '../src/features/search/reindex'
import { env } from '../src/lib/env'
import payloadConfig from '../src/payload.config'
import { DEMO_ADMIN_EMAIL, seedDemo } from '../src/seed'

let finished = false
process.on('beforeExit', () => {
  if (finished) return
  console.error('Preparing the database stopped before it finished.')
  process.exit(2)
})

async function main() {
  const config = env()
  const where =
    config.databaseKind === 'sqlite'
      ? config.databaseUrl
      : config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')
  console.log(`Preparing the ${config.databaseKind} database at ${where} …`)
  // NODE_ENV=production makes Payload apply the committed migrations (prodMigrations) on init.
  const payload = await getPayload({ config: payloadConfig })

  const pages = await payload.count({ collection: 'pages' })
  if (pages.totalDocs === 0 || process.argv.includes('--seed')) {
    console.log('Seeding the demo salon …')
    const result = await seedDemo(payload)
    console.log(`Seeded: ${result.created.length} documents.`)
    if (result.adminPassword) {
      const note = `Admin login: ${config.serverUrl}/admin\n  E-Mail:   ${DEMO_ADMIN_EMAIL}\n  Passwort: ${result.adminPassword}\n`
      const file = path.resolve('data', 'admin-login.txt')
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, note, { mode: 0o600 })
      console.log(
        `\n${note}  (also saved to data/admin-login.txt; change the password after the first login)\n`,
      )
    }
  } else {
    console.log(`Database ready (${pages.totalDocs} pages).`)
  }
  const indexed = await ensureSearchRows(payload)
  if (indexed !== null) console.log(`Search index built: ${indexed} entries.`)
  await payload.destroy()
  finished = true
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Preparing the site failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
