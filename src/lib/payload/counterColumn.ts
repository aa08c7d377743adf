import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { drizzleFor, type InTransaction } from './drizzleFor'

type Target = {
  table: string
  id: number | string
  column: string
  amount: number
  /** Inside a hook: the request, so the update joins its transaction instead of waiting for it. */
  req?: InTransaction
}

async function run(
  payload: Payload,
  req: InTransaction | undefined,
  build: (sql: typeof sqliteSql) => unknown,
) {
  const postgres = payload.db.name === 'postgres'
  const query = build((postgres ? postgresSql : sqliteSql) as typeof sqliteSql)
  const db = await drizzleFor(payload, req)
  return postgres ? (await db.execute!(query)).rows : await db.all!(query)
}

const checkAmount = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('counter amounts are positive whole numbers')
}

/**
 * Takes `amount` from a counted column (stock, a voucher's balance) in one conditional UPDATE:
 * only if the column is counted (not NULL) and holds at least that much. Of several buyers racing
 * for the last item exactly one gets true (SQLite serialises writers; PostgreSQL re-checks the
 * condition after a competing update commits), so nothing is sold twice. Payload's update reads
 * and then writes, which two requests can both win.
 */
export async function takeFromColumn(payload: Payload, target: Target): Promise<boolean> {
  checkAmount(target.amount)
  const rows = await run(
    payload,
    target.req,
    (sql) =>
      sql`UPDATE ${sql.identifier(target.table)} SET ${sql.identifier(target.column)} = ${sql.identifier(target.column)} - ${target.amount} WHERE ${sql.identifier('id')} = ${target.id} AND ${sql.identifier(target.column)} >= ${target.amount} RETURNING ${sql.identifier('id')}`,
  )
  return rows.length === 1
}

/** Gives `amount` back to a counted column; a column that is not counted (NULL) stays so. */
export async function addToColumn(payload: Payload, target: Target): Promise<void> {
  checkAmount(target.amount)
  await run(
    payload,
    target.req,
    (sql) =>
      sql`UPDATE ${sql.identifier(target.table)} SET ${sql.identifier(target.column)} = ${sql.identifier(target.column)} + ${target.amount} WHERE ${sql.identifier('id')} = ${target.id} AND ${sql.identifier(target.column)} IS NOT NULL RETURNING ${sql.identifier('id')}`,
  )
}

/** Takes `amount` whatever is left (an item on backorder): the count may go below 0. */
export async function subtractFromColumn(payload: Payload, target: Target): Promise<void> {
  checkAmount(target.amount)
  await run(
    payload,
    target.req,
    (sql) =>
      sql`UPDATE ${sql.identifier(target.table)} SET ${sql.identifier(target.column)} = ${sql.identifier(target.column)} - ${target.amount} WHERE ${sql.identifier('id')} = ${target.id} AND ${sql.identifier(target.column)} IS NOT NULL RETURNING ${sql.identifier('id')}`,
  )
}
