import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'

import { writeTable } from './tableFiles.server'

type ColumnKind = 'json' | 'plain'

/** What a dump says about the database it came from. */
export type DumpResult = {
  kind: 'sqlite' | 'postgres'
  tables: Array<{ name: string; rows: number }>
  lastMigration: string | null
}

type PgClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: () => void
}

/** JSON columns are dumped as JSON text, as SQLite keeps them; the rest as the driver reads them. */
const pgKind = (dataType: string): ColumnKind =>
  dataType === 'jsonb' || dataType === 'json' ? 'json' : 'plain'

/**
 * PostgreSQL: every table read in one REPEATABLE READ, READ ONLY transaction, so the dump is the
 * database as it was at one instant while visitors keep writing (an order and its lines are
 * either both in it or both not). JSON columns are written as JSON text, timestamps as ISO.
 */
async function dumpPostgres(payload: Payload, dir: string): Promise<DumpResult> {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<PgClient> } }).pool
  const client = await pool.connect()
  const tables: DumpResult['tables'] = []
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows: columns } = await client.query(
      `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`,
    )
    const byTable = new Map<string, Array<{ name: string; kind: ColumnKind }>>()
    for (const row of columns) {
      const list = byTable.get(String(row.table_name)) ?? []
      list.push({ name: String(row.column_name), kind: pgKind(String(row.data_type)) })
      byTable.set(String(row.table_name), list)
    }
    for (const [name, cols] of byTable) {
      const order = cols.some((col) => col.name === 'id') ? ' ORDER BY "id"' : ''
      const { rows } = await client.query(`SELECT * FROM "${name}"${order}`)
      await writeTable(dir, {
        name,
        columns: cols.map((col) => col.name),
        rows: rows.map((row) => toValues(row, cols)),
      })
      tables.push({ name, rows: rows.length })
    }
    const last = await client
      .query('SELECT name FROM payload_migrations ORDER BY id DESC LIMIT 1')
      .catch(() => ({ rows: [] }))
    await client.query('COMMIT')
    return { kind: 'postgres', tables, lastMigration: (last.rows[0]?.name as string) ?? null }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

function toValues(row: Record<string, unknown>, cols: Array<{ name: string; kind: ColumnKind }>) {
  return cols.map(({ name, kind }) => {
    const value = row[name]
    if (value === null || value === undefined) return null
    if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value)
    if (value instanceof Date) return value.toISOString()
    return value
  })
}

/**
 * SQLite: `VACUUM INTO` writes a consistent copy of the whole database in one read transaction
 * (with the write-ahead log the site keeps writing meanwhile), which is then read at leisure.
 */
async function dumpSqlite(databaseUrl: string, dir: string): Promise<DumpResult> {
  const scratch = fs.mkdtempSync(path.join(tmpdir(), 'salon-snapshot-'))
  const snapshot = path.join(scratch, 'snapshot.db')
  const live = createClient({ url: databaseUrl })
  try {
    await live.execute('PRAGMA busy_timeout = 10000')
    await live.execute({ sql: 'VACUUM INTO ?', args: [snapshot] })
  } finally {
    live.close()
  }
  const copy = createClient({ url: `file:${snapshot}` })
  try {
    const { rows: names } = await copy.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const tables: DumpResult['tables'] = []
    for (const { name } of names) {
      const table = String(name)
      const info = await copy.execute(`PRAGMA table_info("${table}")`)
      const columns = info.rows.map((col) => String(col.name))
      const order = columns.includes('id') ? ' ORDER BY "id"' : ''
      const result = await copy.execute(`SELECT * FROM "${table}"${order}`)
      const rows = result.rows.map((row) => columns.map((column) => row[column] ?? null))
      await writeTable(dir, { name: table, columns, rows })
      tables.push({ name: table, rows: rows.length })
    }
    const last = await copy
      .execute('SELECT name FROM payload_migrations ORDER BY id DESC LIMIT 1')
      .catch(() => ({ rows: [] as Array<Record<string, unknown>> }))
    return { kind: 'sqlite', tables, lastMigration: (last.rows[0]?.name as string) ?? null }
  } finally {
    copy.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** The whole database as one table file per table in `dir` (tableFiles.server.ts). */
export function dumpDatabase(payload: Payload, databaseUrl: string, dir: string) {
  return payload.db.name === 'postgres' ? dumpPostgres(payload, dir) : dumpSqlite(databaseUrl, dir)
}
