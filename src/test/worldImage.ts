import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import {
  adminQuery,
  bootPayload,
  committedMigrations,
  createTestDatabase,
  type DatabaseKind,
  POSTGRES_ADMIN_URL,
  postgresUrlOf,
  stopPayload,
} from './testDatabase'

/**
 * The world image: one empty database per kind with every committed migration applied, made
 * once per test run. Each integration test starts from a copy (a file copy for SQLite,
 * CREATE DATABASE … TEMPLATE for PostgreSQL) instead of replaying every migration; only the
 * migrations' own tests (schema, backups, week hours) replay them.
 *
 * The run's global setup (worldImage.setup.ts) names the places and removes them afterwards;
 * the first test that needs a kind builds it, under a lock, in its worker: Payload's module
 * graph loads there as in every test, which it does not reliably in Vitest's setup runner.
 */
export type WorldImagePlan = {
  /** A folder of this run only. */
  dir: string
  /** The template database's name. */
  postgres: string
}

const sqliteImage = (plan: WorldImagePlan) => path.join(plan.dir, 'world.db')

async function postgresImageExists(plan: WorldImagePlan) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      plan.postgres,
    ])
    return (found.rowCount ?? 0) > 0
  } finally {
    await client.end()
  }
}

async function migrated(kind: DatabaseKind, databaseUrl: string, plan: WorldImagePlan) {
  const payload = await bootPayload(
    databaseUrl,
    {
      mediaDir: path.join(plan.dir, `${kind}-media`),
      backupDir: path.join(plan.dir, `${kind}-backups`),
    },
    `world-image-${kind}-${process.pid}`,
  )
  try {
    await payload.db.migrate({ migrations: (await committedMigrations(kind)) as never })
    // Everything into the main file: the image is copied without its write-ahead log.
    const { client } = payload.db as unknown as {
      client?: { execute: (sql: string) => Promise<unknown> }
    }
    if (kind === 'sqlite') await client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    await stopPayload(payload)
  }
}

async function build(kind: DatabaseKind, plan: WorldImagePlan) {
  // Built under another name and renamed when complete, so a half-made image is never copied.
  if (kind === 'sqlite') {
    const partial = path.join(plan.dir, `building-${process.pid}.db`)
    await migrated('sqlite', `file:${partial}`, plan)
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${partial}${suffix}`, { force: true })
    fs.renameSync(partial, sqliteImage(plan))
    return
  }
  const partial = `${plan.postgres}_building`
  await adminQuery(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`)
  await createTestDatabase(partial)
  await migrated('postgres', postgresUrlOf(partial), plan)
  // A template must have no sessions when it is renamed and copied.
  await adminQuery(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${partial}'`,
  )
  await adminQuery(`ALTER DATABASE ${partial} RENAME TO ${plan.postgres}`)
}

const exists = (kind: DatabaseKind, plan: WorldImagePlan) =>
  kind === 'sqlite' ? Promise.resolve(fs.existsSync(sqliteImage(plan))) : postgresImageExists(plan)

async function ensureImage(kind: DatabaseKind, plan: WorldImagePlan) {
  if (await exists(kind, plan)) return
  const lock = path.join(plan.dir, `${kind}.lock`)
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      await sleep(100)
    }
  }
  try {
    if (!(await exists(kind, plan))) await build(kind, plan)
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/** A new database from the image (built first if this is the run's first): its URL. */
export async function copyWorldImage(
  plan: WorldImagePlan,
  kind: DatabaseKind,
  target: { sqliteFile: string; postgresName: string },
): Promise<string> {
  await ensureImage(kind, plan)
  if (kind === 'sqlite') {
    fs.copyFileSync(sqliteImage(plan), target.sqliteFile)
    return `file:${target.sqliteFile}`
  }
  await createTestDatabase(target.postgresName, plan.postgres)
  return postgresUrlOf(target.postgresName)
}

export async function dropWorldImage(plan: WorldImagePlan) {
  for (const name of [plan.postgres, `${plan.postgres}_building`])
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
  fs.rmSync(plan.dir, { recursive: true, force: true })
}
