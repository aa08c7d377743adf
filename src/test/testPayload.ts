import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { handleEndpoints, type Payload } from 'payload'
import { describe, inject } from 'vitest'

import { restAnswers } from '@/lib/payload/restAnswers'

import {
  adminQuery,
  bootPayload,
  committedMigrations,
  createTestDatabase,
  type DatabaseKind,
  POSTGRES_ADMIN_URL,
  postgresUrlOf,
  scratchRoot,
  stopPayload,
} from './testDatabase'
import { copyWorldImage } from './worldImage'

export { committedMigrations, type DatabaseKind }

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
 * A real Payload on a new database of the given kind with the committed migrations applied (a
 * copy of the run's world image, src/test/worldImage.ts) or empty (`migrate: false`), and its own
 * media folder. `cleanup` drops both.
 */
export async function startTestPayload(
  kind: DatabaseKind,
  { migrate = true, mediaDir: sharedMediaDir }: { migrate?: boolean; mediaDir?: string } = {},
): Promise<TestPayload> {
  const dir = mkdtempSync(path.join(scratchRoot(), 'salon-test-'))
  const name = `salon_test_${process.pid}_${Date.now()}_${counter++}`
  const sqliteFile = path.join(dir, 'test.db')
  let databaseUrl: string
  if (migrate) {
    databaseUrl = await copyWorldImage(inject('worldImage'), kind, {
      sqliteFile,
      postgresName: name,
    })
  } else if (kind === 'postgres') {
    await createTestDatabase(name)
    databaseUrl = postgresUrlOf(name)
  } else {
    databaseUrl = `file:${sqliteFile}`
  }
  const mediaDir = sharedMediaDir ?? path.join(dir, 'media')
  const payload = await bootPayload(
    databaseUrl,
    { mediaDir, backupDir: path.join(dir, 'backups') },
    name,
  )
  const config = payload.config
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
      await stopPayload(payload)
      if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
