import fs from 'node:fs'
import { tmpdir } from 'node:os'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { parseEnv } from '@/lib/env'

/** Boots Payload and builds test databases; free of Vitest, so a global setup can use it too. */

export type DatabaseKind = 'sqlite' | 'postgres'

type Migration = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}

/** The committed migrations of a kind, as the server applies them (prodMigrations). */
export async function committedMigrations(kind: DatabaseKind): Promise<Migration[]> {
  const loaded =
    kind === 'sqlite' ? await import('@/migrations/sqlite') : await import('@/migrations/postgres')
  return loaded.migrations as unknown as Migration[]
}

/**
 * Where test databases and media go: memory (/dev/shm) where the machine has it, else the temp
 * folder. A throwaway SQLite file gains nothing from reaching the disk, and every commit of it
 * waited for the disk's flush (on a slow CI disk most of an integration test's time).
 */
export function scratchRoot(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    return '/dev/shm'
  } catch {
    return tmpdir()
  }
}

export const POSTGRES_ADMIN_URL =
  process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const postgresUrlOf = (database: string) =>
  POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`)

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new PostgreSQL database for a test (a copy of `template` when given). */
export async function createTestDatabase(name: string, template?: string) {
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
}

export type PayloadFolders = { mediaDir: string; backupDir: string }

/** A real Payload of the site's configuration on the given database, under its own cache key. */
export async function bootPayload(
  databaseUrl: string,
  folders: PayloadFolders,
  key: string,
): Promise<Payload> {
  const settings = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: folders.mediaDir,
    BACKUP_DIR: folders.backupDir,
  })
  const { createConfig } = await import('@/payload.config')
  // A test runs the queue itself (payload.jobs.run, or the task's function) when it means to:
  // left to the machine's minute, a job ran beside a test now and then and did the test's work
  // (a payment's refund) while the test was checking it.
  const config = createConfig(settings).then((built) => ({
    ...built,
    jobs: { ...built.jobs, shouldAutoRun: async () => false },
  }))
  return getPayload({ config, key })
}

/**
 * Stops a booted Payload and closes what its destroy() leaves open: SQLite's client, and the
 * PostgreSQL pool's errors (a forced DROP DATABASE or a template's termination ends its idle
 * connections).
 */
export async function stopPayload(payload: Payload) {
  const db = payload.db as unknown as {
    pool?: { on: (event: 'error', listener: () => void) => void }
    client?: { close: () => void }
  }
  await payload.destroy()
  db.client?.close()
  db.pool?.on('error', () => {})
}
