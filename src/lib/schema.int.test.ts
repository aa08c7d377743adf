import { afterAll, expect, it } from 'vitest'

import {
  committedMigrations,
  eachDatabase,
  startTestPayload,
  type TestPayload,
} from '@/test/testPayload'

type DrizzleKitAdapter = {
  schema: unknown
  drizzle: unknown
  tablesFilter?: string[]
  pool?: { options: { connectionTimeoutMillis?: number } }
  execute: (args: {
    drizzle: unknown
    raw: string
  }) => Promise<{ rows: Array<Record<string, unknown>> }>
  requireDrizzleKit: () => {
    pushSchema: (...args: unknown[]) => Promise<{ statementsToExecute: string[] }>
  }
}

const SET_DEFAULT = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?[\d.]+);$/

/**
 * The statements drizzle-kit would still run to make the database match the config.
 * drizzle-kit reads PostgreSQL numeric defaults back as text and proposes to set them again;
 * such a statement is dropped only when the column's real default is already that number.
 */
async function pendingSchemaChanges({ payload, kind }: TestPayload): Promise<string[]> {
  const adapter = payload.db as unknown as DrizzleKitAdapter
  // drizzle-kit introspects every table at once: thousands of queries queue for the pool's ten
  // connections, longer than the 10 s a request may wait for one (src/lib/database.ts).
  if (adapter.pool) adapter.pool.options.connectionTimeoutMillis = 0
  const { pushSchema } = adapter.requireDrizzleKit()
  const { statementsToExecute } = await pushSchema(
    adapter.schema,
    adapter.drizzle,
    undefined,
    adapter.tablesFilter,
    undefined,
  )
  const pending: string[] = []
  for (const statement of statementsToExecute) {
    const match = kind === 'postgres' ? SET_DEFAULT.exec(statement) : null
    if (match) {
      const [, table, column, value] = match
      const { rows } = await adapter.execute({
        drizzle: adapter.drizzle,
        raw: `SELECT column_default FROM information_schema.columns WHERE table_name = '${table}' AND column_name = '${column}'`,
      })
      const current = String(rows[0]?.column_default ?? '')
        .replace(/::\w+$/, '')
        .replace(/'/g, '')
      if (current !== '' && Number(current) === Number(value)) continue
    }
    pending.push(statement)
  }
  return pending
}

const describeEachDatabase = await eachDatabase()

/**
 * Replaying every migration and introspecting every table takes 15-40 s on a quiet machine; on
 * Node 24 in CI, with the pool's queries queued behind drizzle-kit's, one case took over 60 s.
 */
const MIGRATION_CASE_MS = 240_000

describeEachDatabase('migrations on %s', (kind) => {
  const started: TestPayload[] = []
  afterAll(async () => {
    for (const instance of started) await instance.cleanup()
  })

  it(
    'turn an empty database into exactly the schema the config declares',
    async () => {
      const instance = await startTestPayload(kind)
      started.push(instance)
      expect(await pendingSchemaChanges(instance)).toEqual([])
    },
    MIGRATION_CASE_MS,
  )

  it(
    'end in the same schema when a database is upgraded one release at a time',
    async () => {
      const instance = await startTestPayload(kind, { migrate: false })
      started.push(instance)
      expect((await pendingSchemaChanges(instance)).length).toBeGreaterThan(0)
      const migrations = await committedMigrations(kind)
      for (let applied = 1; applied <= migrations.length; applied++) {
        await instance.payload.db.migrate({ migrations: migrations.slice(0, applied) as never })
      }
      expect(await pendingSchemaChanges(instance)).toEqual([])
    },
    MIGRATION_CASE_MS,
  )

  it(
    'record every committed migration as applied, and applying them again changes nothing',
    async () => {
      const instance = await startTestPayload(kind)
      started.push(instance)
      const migrations = await committedMigrations(kind)
      await instance.payload.db.migrate({ migrations: migrations as never })
      const applied = await instance.payload.find({ collection: 'payload-migrations', limit: 100 })
      expect(applied.docs.map((doc) => doc.name).sort()).toEqual(
        migrations.map((m) => m.name).sort(),
      )
    },
    MIGRATION_CASE_MS,
  )
})
