import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { drizzleFor, type InTransaction } from './drizzleFor'

type Value = string | number | boolean | null

/**
 * One conditional UPDATE … RETURNING: writes `set` to row `id` of `table` only if every column in
 * `expect` still holds the value this caller read. True for exactly one of several processes
 * racing for the same row (SQLite serialises writers; PostgreSQL re-checks the condition after a
 * competing update commits). Payload's own update reads and then writes, which two instances
 * can both win; this is for the few rows that must be taken by one (the mail outbox).
 */
export async function claimRow(
  payload: Payload,
  {
    table,
    id,
    expect,
    set,
    req,
  }: {
    /** Inside a hook: the request, so the claim joins its transaction. */
    req?: InTransaction
    table: string
    id: number | string
    expect: Record<string, Value>
    set: Record<string, Value>
  },
): Promise<boolean> {
  const postgres = payload.db.name === 'postgres'
  const sql = postgres ? postgresSql : sqliteSql
  const assignments = Object.entries(set).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  )
  const conditions = [
    sql`${sql.identifier('id')} = ${id}`,
    ...Object.entries(expect).map(([column, value]) =>
      value === null
        ? sql`${sql.identifier(column)} IS NULL`
        : sql`${sql.identifier(column)} = ${value}`,
    ),
  ]
  const query = sql`UPDATE ${sql.identifier(table)} SET ${sql.join(assignments, sql`, `)} WHERE ${sql.join(conditions, sql` AND `)} RETURNING ${sql.identifier('id')}`
  const db = await drizzleFor(payload, req)
  const rows = postgres ? (await db.execute!(query)).rows : await db.all!(query)
  return rows.length === 1
}
