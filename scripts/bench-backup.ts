// Part of `npm run bench`: backup and restore of a generated salon (10,000 form submissions,
// 2,000 orders, 500 pictures with their renditions) on SQLite and PostgreSQL: archive size,
// backup time, restore time into a fresh database of the same kind. Prints one JSON line.
import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { getPayload, type Payload } from 'payload'

import { createBackup } from '../src/features/backups/backup.server'
import { checkArchive, restoreArchive } from '../src/features/backups/restore.server'
import { parseEnv } from '../src/lib/env'
import { demoContactForm } from '../src/seed/contactForm'

const SIZES = {
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 10_000),
  orders: Number(process.env.BENCH_ORDERS ?? 2_000),
  pictures: Number(process.env.BENCH_PICTURES ?? 500),
}
const PG_ADMIN = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const quiet = { disableRevalidate: true }

async function startPayload(kind: 'sqlite' | 'postgres', dir: string, name: string) {
  let url = `file:${path.join(dir, `${name}.db`)}`
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: PG_ADMIN })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    url = PG_ADMIN.replace(/\/[^/]*$/, `/${name}`)
  }
  const mediaDir = path.join(dir, name, 'media')
  const settings = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url,
    MEDIA_DIR: mediaDir,
    BACKUP_DIR: path.join(dir, 'backups'),
  })
  const { createConfig } = await import('../src/payload.config')
  const payload = await getPayload({ config: createConfig(settings), key: `${name}_${kind}` })
  const migrations =
    kind === 'sqlite'
      ? await import('../src/migrations/sqlite')
      : await import('../src/migrations/postgres')
  await payload.db.migrate({ migrations: migrations.migrations as never })
  const store = {
    databaseUrl: url,
    mediaDir,
    formAttachmentsDir: settings.formAttachmentsDir,
    backupDir: path.join(dir, 'backups'),
  }
  return { payload, store }
}

async function generate(payload: Payload) {
  const form = await payload.create({
    collection: 'contact-forms',
    data: demoContactForm as never,
    context: quiet,
  })
  for (let n = 0; n < SIZES.submissions; n += 1)
    await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        summary: `Anfrage ${n}`,
        answers: [
          { label: 'Name', name: 'name', value: `Kundin ${n}` },
          { label: 'Nachricht', name: 'message', value: 'Ich hätte gern einen Termin. '.repeat(4) },
        ],
      } as never,
      context: quiet,
    })
  for (let n = 0; n < SIZES.orders; n += 1)
    await payload.create({
      collection: 'orders',
      data: {
        number: `2026-B${String(n).padStart(5, '0')}`,
        paymentMethod: 'vorkasse',
        accessKey: `bench-${n}`,
        email: `kundin${n}@example.org`,
        items: [
          { title: 'Shampoo', quantity: 1, unitPriceCents: 1290, lineTotalCents: 1290 },
          { title: 'Bürste', quantity: 2, unitPriceCents: 1200, lineTotalCents: 2400 },
        ],
        totalCents: 3690,
      } as never,
      context: quiet,
    })
  for (let n = 0; n < SIZES.pictures; n += 1) {
    const data = await sharp({
      create: { width: 1600, height: 1067, channels: 3, background: { r: n % 255, g: 120, b: 90 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    await payload.create({
      collection: 'media',
      data: { alt: `Bild ${n}` } as never,
      file: { data, mimetype: 'image/jpeg', name: `bild-${n}.jpg`, size: data.length },
      context: quiet,
    })
  }
}

type Site = Awaited<ReturnType<typeof startPayload>>

async function restoreInto(site: Site, archive: string) {
  return restoreArchive(site.payload, await checkArchive(site.payload, archive), site.store)
}

/**
 * The salon is generated once, on SQLite (the pictures' renditions are most of that time); its
 * archive is restored into a fresh SQLite and into PostgreSQL (the move), and PostgreSQL's own
 * archive into a fresh PostgreSQL.
 */
async function measure(dir: string) {
  const sqlite = await startPayload('sqlite', dir, 'salon_bench_backup_a')
  const generating = performance.now()
  await generate(sqlite.payload)
  const generatedMs = Math.round(performance.now() - generating)
  const fromSqlite = await createBackup(sqlite.payload, sqlite.store)
  const sqliteAgain = await startPayload('sqlite', dir, 'salon_bench_backup_b')
  const sqliteRestore = await restoreInto(sqliteAgain, fromSqlite.file)
  const postgres = await startPayload('postgres', dir, 'salon_bench_backup_c')
  const moved = await restoreInto(postgres, fromSqlite.file)
  const fromPostgres = await createBackup(
    postgres.payload,
    postgres.store,
    new Date(Date.now() + 1000),
  )
  const postgresAgain = await startPayload('postgres', dir, 'salon_bench_backup_d')
  const postgresRestore = await restoreInto(postgresAgain, fromPostgres.file)
  for (const site of [sqlite, sqliteAgain, postgres, postgresAgain]) await site.payload.destroy()
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
  return [
    {
      ...SIZES,
      kind: 'sqlite',
      generatedMs,
      archiveMB: mb(fromSqlite.bytes),
      backupMs: fromSqlite.ms,
      restoreMs: sqliteRestore.ms,
    },
    {
      ...SIZES,
      kind: 'postgres',
      archiveMB: mb(fromPostgres.bytes),
      backupMs: fromPostgres.ms,
      restoreMs: postgresRestore.ms,
    },
    { ...SIZES, kind: 'sqlite → postgres', restoreMs: moved.ms },
  ]
}

async function main() {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'salon-bench-backup-'))
  try {
    console.log(JSON.stringify(await measure(dir)))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
