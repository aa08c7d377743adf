// Runs before the server starts: applies pending migrations and seeds an empty database with the
// demo salon. `npm run seed` runs it with --seed to add missing demo content to any database.
//
// Run with `--conditions=production` (or development): see scripts/start.mjs for why.
import './load-env'

import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
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

/** Any fixed number: the key of the lock all instances of this site take on PostgreSQL. */
const PREPARE_LOCK = 7_421_001

/**
 * Instances that start together against one PostgreSQL would migrate and seed at the same time:
 * the first takes an advisory lock, the others wait for it and then find the work done.
 */
async function oneAtATime<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined)
    await client.end()
  }
}

async function main() {
  const config = env()
  if (config.databaseKind === 'postgres') return oneAtATime(config.databaseUrl, () => prepare())
  return prepare()
}

async function prepare() {
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
