// Runs before the server starts: checks the configuration, applies pending migrations and seeds
// an empty database with the demo salon. Exits non-zero with a readable message on any problem.
import fs from 'node:fs'
import path from 'node:path'

import { EnvError, env } from '../src/lib/env'

async function main() {
  let config
  try {
    config = env()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n\nSee .env.example for what each variable means.\n`)
      process.exit(1)
    }
    throw error
  }

  const { getPayload } = await import('payload')
  const { default: payloadConfig } = await import('../src/payload.config')
  // NODE_ENV=production makes Payload apply the committed migrations (prodMigrations) on init.
  const payload = await getPayload({ config: payloadConfig })
  const { seedDemo, DEMO_ADMIN_EMAIL } = await import('../src/seed')

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
  }
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Preparing the site failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
