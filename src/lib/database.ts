import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fs from 'node:fs'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from './env'
import { rollBackFailedJobUpdates } from './jobUpdateRollback'

/** Committed migrations of each adapter, as the adapters take them (`src/migrations`). */
type Migrations = {
  postgres: NonNullable<Parameters<typeof postgresAdapter>[0]['prodMigrations']>
  sqlite: NonNullable<Parameters<typeof sqliteAdapter>[0]['prodMigrations']>
}

const here = path.dirname(fileURLToPath(import.meta.url))

/** Committed migrations per adapter; the schema never changes by push outside development. */
export const migrationDir = (kind: Env['databaseKind']) =>
  path.resolve(here, '..', 'migrations', kind)

/**
 * SQLite on a local file by default, PostgreSQL when DATABASE_URL is a postgres URL.
 * `push` stays off everywhere so that every schema change goes through a committed migration;
 * a production start applies the pending ones before it serves (prodMigrations). The migrations
 * come from the caller (`src/migrations`), so this module stays below everything it serves.
 */
export function databaseAdapter(
  env: Pick<Env, 'databaseUrl' | 'databaseKind'>,
  migrations: Migrations,
): DatabaseAdapterObj {
  return rollBackFailedJobUpdates(adapterFor(env, migrations))
}

function adapterFor(
  { databaseUrl, databaseKind }: Pick<Env, 'databaseUrl' | 'databaseKind'>,
  migrations: Migrations,
): DatabaseAdapterObj {
  if (databaseKind === 'postgres') {
    return postgresAdapter({
      // A request that cannot get a connection in 10 s fails with a logged error instead of
      // waiting for ever behind work that holds the whole pool.
      pool: { connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 },
      migrationDir: migrationDir('postgres'),
      push: false,
      prodMigrations: migrations.postgres,
    })
  }
  const file = databaseUrl.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: databaseUrl },
    // The write-ahead log lets a backup read one consistent snapshot (VACUUM INTO) while the site
    // keeps writing; a writer that meets another waits instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    migrationDir: migrationDir('sqlite'),
    push: false,
    prodMigrations: migrations.sqlite,
  })
}
