import { createClient, type InValue } from '@libsql/client'
import type { Payload } from 'payload'

import { migrationsOf } from '@/migrations'

import type { TableDump } from './tableFiles.server'

type Kind = 'sqlite' | 'postgres'
export type PgClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: () => void
}

/** A migration's name without its timestamp: the same step on both databases. */
export const migrationStep = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

/** Index of the migration that made the backup's schema, or -1 when this version lacks it. */
export function migrationIndex(kind: Kind, lastMigration: string | null): number {
  if (!lastMigration) return -1
  const step = migrationStep(lastMigration)
  return migrationsOf(kind).findIndex((migration) => migrationStep(migration.name) === step)
}

/** The PostgreSQL adapter's own pool, for statements Payload's API has no word for. */
export const pgPool = (payload: Payload) =>
  (payload.db as unknown as { pool: { connect: () => Promise<PgClient> } }).pool

/** Every table (and PostgreSQL's enum types) goes: the schema is rebuilt by the migrations. */
async function wipe(payload: Payload, kind: Kind, databaseUrl: string) {
  if (kind === 'postgres') {
    const client = await pgPool(payload).connect()
    try {
      const { rows: tables } = await client.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
      )
      if (tables.length)
        await client.query(
          `DROP TABLE ${tables.map((row) => `"${String(row.tablename)}"`).join(', ')} CASCADE`,
        )
      const { rows: types } = await client.query(
        `SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname = 'public' AND t.typtype = 'e'`,
      )
      for (const row of types) await client.query(`DROP TYPE "${String(row.typname)}" CASCADE`)
    } finally {
      client.release()
    }
    return
  }
  const client = createClient({ url: databaseUrl })
  try {
    await client.execute('PRAGMA foreign_keys = OFF')
    const { rows } = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    for (const row of rows) await client.execute(`DROP TABLE IF EXISTS "${String(row.name)}"`)
  } finally {
    client.close()
  }
}

/** A value as the target column takes it: booleans, JSON text and numbers across databases. */
function forSqlite(value: unknown, type: string): InValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') return JSON.stringify(value)
  if (typeof value === 'string' && /^(integer|numeric|real)/i.test(type) && value.trim() !== '') {
    const number = Number(value)
    return Number.isFinite(number) ? number : value
  }
  return value as InValue
}

function forPostgres(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null
  if (type === 'boolean') return value === true || value === 1 || value === '1'
  if (type === 'jsonb' || type === 'json')
    return typeof value === 'string' ? value : JSON.stringify(value)
  if ((type === 'character varying' || type === 'text') && typeof value !== 'string')
    return String(value)
  return value
}

async function loadSqlite(databaseUrl: string, tables: TableDump[]) {
  const client = createClient({ url: databaseUrl })
  try {
    await client.execute('PRAGMA foreign_keys = OFF')
    for (const table of tables) {
      const info = await client.execute(`PRAGMA table_info("${table.name}")`)
      const types = new Map(info.rows.map((col) => [String(col.name), String(col.type)]))
      const kept = table.columns.map((column, index) => ({ column, index }))
      const columns = kept.filter(({ column }) => types.has(column))
      if (columns.length === 0 || table.rows.length === 0) continue
      const sql = `INSERT INTO "${table.name}" (${columns.map(({ column }) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
      await client.batch(
        table.rows.map((row) => ({
          sql,
          args: columns.map(({ column, index }) => forSqlite(row[index], types.get(column)!)),
        })),
        'write',
      )
    }
    const broken = await client.execute('PRAGMA foreign_key_check')
    if (broken.rows.length)
      throw new Error(`The archive's rows break ${broken.rows.length} foreign keys.`)
  } finally {
    client.close()
  }
}

/** Rows in chunks; foreign keys are dropped for the load and added again, which checks them. */
async function loadPostgres(payload: Payload, tables: TableDump[]) {
  const client = await pgPool(payload).connect()
  try {
    await client.query('BEGIN')
    const { rows: keys } = await client.query(
      `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    )
    for (const key of keys)
      await client.query(`ALTER TABLE ${String(key.tbl)} DROP CONSTRAINT "${String(key.conname)}"`)
    const { rows: columnRows } = await client.query(
      "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'",
    )
    const types = new Map(
      columnRows.map((row) => [`${row.table_name}.${row.column_name}`, String(row.data_type)]),
    )
    for (const table of tables) await insertPostgres(client, table, types)
    for (const key of keys)
      await client.query(
        `ALTER TABLE ${String(key.tbl)} ADD CONSTRAINT "${String(key.conname)}" ${String(key.def)}`,
      )
    await resetSequences(client)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** Ids were written as they were: each sequence continues after the highest. */
async function resetSequences(client: PgClient) {
  const { rows } = await client.query(
    `SELECT table_name, pg_get_serial_sequence(format('%I', table_name), 'id') AS seq
     FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
  )
  for (const row of rows)
    if (row.seq)
      await client.query(
        `SELECT setval($1, COALESCE((SELECT MAX(id) FROM "${String(row.table_name)}"), 0) + 1, false)`,
        [row.seq],
      )
}

async function insertPostgres(client: PgClient, table: TableDump, types: Map<string, string>) {
  const columns = table.columns
    .map((column, index) => ({ column, index, type: types.get(`${table.name}.${column}`) }))
    .filter((entry): entry is { column: string; index: number; type: string } => !!entry.type)
  if (columns.length === 0 || table.rows.length === 0) return
  const names = columns.map(({ column }) => `"${column}"`).join(', ')
  const chunk = Math.max(1, Math.floor(10_000 / columns.length))
  for (let start = 0; start < table.rows.length; start += chunk) {
    const rows = table.rows.slice(start, start + chunk)
    const values: unknown[] = []
    const tuples = rows.map((row) => {
      const marks = columns.map(({ index, type }) => {
        values.push(forPostgres(row[index], type))
        return `$${values.length}`
      })
      return `(${marks.join(', ')})`
    })
    await client.query(`INSERT INTO "${table.name}" (${names}) VALUES ${tuples.join(', ')}`, values)
  }
}

/**
 * Replaces the configured database with an archive's tables: everything is dropped, the
 * migrations rebuild the schema as it was when the backup was made (by step name, so a backup of
 * either database fits the other), the rows go in with their ids, then the migrations since
 * bring it to this version.
 */
export async function replaceDatabase(
  payload: Payload,
  databaseUrl: string,
  tables: TableDump[],
  lastMigration: string | null,
): Promise<{ migratedForward: number }> {
  const kind: Kind = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const all = migrationsOf(kind)
  const upTo = migrationIndex(kind, lastMigration)
  if (upTo < 0) throw new Error(`This version does not know the migration ${lastMigration}.`)
  await wipe(payload, kind, databaseUrl)
  await payload.db.migrate({ migrations: all.slice(0, upTo + 1) as never })
  const rows = tables.filter((table) => table.name !== 'payload_migrations')
  if (kind === 'postgres') await loadPostgres(payload, rows)
  else await loadSqlite(databaseUrl, rows)
  await payload.db.migrate({ migrations: all as never })
  return { migratedForward: all.length - (upTo + 1) }
}
