import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/payload/drizzleFor'
import { clock } from '@/lib/clock'

/**
 * Gives the order the next number of the invoice series, once: one UPDATE takes the highest
 * number so far plus one, only while the order has none, so the series has no gaps and no
 * order two numbers. Two orders invoiced in the same instant on PostgreSQL may reach for the
 * same number; the unique index refuses the second, which tries again.
 */
export async function assignInvoiceNumber(payload: Payload, orderId: number, now = clock.now()) {
  const postgres = payload.db.name === 'postgres'
  const sql = (postgres ? postgresSql : sqliteSql) as typeof sqliteSql
  const query = sql`UPDATE ${sql.identifier('orders')} SET ${sql.identifier('invoice_number')} = (SELECT COALESCE(MAX(${sql.identifier('invoice_number')}), 0) + 1 FROM ${sql.identifier('orders')}), ${sql.identifier('invoiced_at')} = ${now.toISOString()} WHERE ${sql.identifier('id')} = ${orderId} AND ${sql.identifier('invoice_number')} IS NULL RETURNING ${sql.identifier('invoice_number')}`
  for (let attempt = 1; ; attempt += 1) {
    try {
      const db = await drizzleFor(payload)
      if (postgres) await db.execute!(query)
      else await db.all!(query)
      return
    } catch (error) {
      if (attempt >= 5) throw error
    }
  }
}
