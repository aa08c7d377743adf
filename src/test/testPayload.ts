import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import { describe } from 'vitest'

import { parseEnv } from '@/lib/env'
import { restAnswers } from '@/lib/payload/restAnswers'

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

const POSTGRES_ADMIN_URL =
  process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether a PostgreSQL server answers; CI makes sure one does, so there it must. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.end()
    return true
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is required in CI but not reachable: ${String(error)}`)
    return false
  }
}

/**
 * `describe` once per database kind (`%s` in the title names it). Without a PostgreSQL server
 * (outside CI) its suite is reported as skipped, not silently left out.
 */
export async function eachDatabase() {
  const postgres = await postgresAvailable()
  return (title: string, body: (kind: DatabaseKind) => void) => {
    for (const kind of ['sqlite', 'postgres'] as const)
      describe.skipIf(kind === 'postgres' && !postgres)(title.replace('%s', kind), () => body(kind))
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

let counter = 0

export type TestPayload = {
  kind: DatabaseKind
  payload: Payload
  databaseUrl: string
  mediaDir: string
  /** A request to Payload's REST API (`/api/…`) of this instance, as the route handler runs it. */
  rest: (request: Request) => Promise<Response>
  cleanup: () => Promise<void>
}

/**
 * A real Payload on a new, empty database of the given kind with the committed migrations
 * applied (or not, with `migrate: false`), and its own media folder. `cleanup` drops both.
 */
export async function startTestPayload(
  kind: DatabaseKind,
  { migrate = true, mediaDir: sharedMediaDir }: { migrate?: boolean; mediaDir?: string } = {},
): Promise<TestPayload> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-test-'))
  const name = `salon_test_${process.pid}_${Date.now()}_${counter++}`
  let databaseUrl: string
  if (kind === 'postgres') {
    await adminQuery(`CREATE DATABASE ${name}`)
    databaseUrl = POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
  } else {
    databaseUrl = `file:${path.join(dir, 'test.db')}`
  }
  const mediaDir = sharedMediaDir ?? path.join(dir, 'media')
  const settings = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    BACKUP_DIR: path.join(dir, 'backups'),
  })
  const { createConfig } = await import('@/payload.config')
  const config = createConfig(settings)
  const payload = await getPayload({ config, key: name })
  if (migrate) await payload.db.migrate({ migrations: (await committedMigrations(kind)) as never })
  return {
    kind,
    payload,
    databaseUrl,
    mediaDir,
    // As the REST route runs it (src/app/(payload)/api/[...slug]/route.ts), with its answers.
    rest: (request) =>
      restAnswers((incoming) =>
        handleEndpoints({ config, request: incoming, payloadInstanceCacheKey: name }),
      )(request, { params: Promise.resolve({ slug: [] }) }),
    cleanup: async () => {
      const db = payload.db as unknown as {
        pool?: { on: (event: 'error', listener: () => void) => void }
        client?: { close: () => void }
      }
      await payload.destroy()
      // Payload's destroy() leaves connections open: close SQLite's client, and let the forced
      // DROP DATABASE end the pool's idle connections without raising unhandled errors.
      db.client?.close()
      db.pool?.on('error', () => {})
      if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
