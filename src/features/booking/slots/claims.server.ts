import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { drizzleFor, type InTransaction } from '@/lib/payload/drizzleFor'
import { clock } from '@/lib/clock'

/**
 * The occupied time units (servicePlan.ts): one row per staff member and unit, with a unique
 * index on both, so the database itself refuses two appointments on the same minutes, on SQLite
 * and on PostgreSQL, with one instance or several. Raw SQL because every write must be one
 * statement that takes all units or none, and because a refused unit must not abort the
 * surrounding PostgreSQL transaction (ON CONFLICT DO NOTHING instead of an error).
 */
const TABLE = 'appointment_claims'

type Row = { staff: number; unit: number }

async function query(
  payload: Payload,
  req: InTransaction | undefined,
  build: (sql: typeof sqliteSql) => unknown,
) {
  const postgres = payload.db.name === 'postgres'
  const sql = (postgres ? postgresSql : sqliteSql) as typeof sqliteSql
  const db = await drizzleFor(payload, req)
  const statement = build(sql)
  const rows = postgres ? (await db.execute!(statement)).rows : await db.all!(statement)
  return rows as Array<Record<string, unknown>>
}

const rowsOf = (rows: Array<Record<string, unknown>>): Row[] =>
  rows.map((row) => ({ staff: Number(row.staff), unit: Number(row.unit) }))

/** The units an appointment (by its claim key) holds now. */
export async function claimsOf(
  payload: Payload,
  holder: string,
  req?: InTransaction,
): Promise<Row[]> {
  return rowsOf(
    await query(
      payload,
      req,
      (sql) => sql`SELECT staff, unit FROM ${sql.identifier(TABLE)} WHERE holder = ${holder}`,
    ),
  )
}

/**
 * Takes every unit for `holder`, or none: true when all were free. Units another holder took in
 * the meantime (or takes at the same moment) make it false and leave nothing behind.
 */
export async function takeUnits(
  payload: Payload,
  { staff, units, holder }: { staff: number; units: number[]; holder: string },
  req?: InTransaction,
): Promise<boolean> {
  if (units.length === 0) return true
  const now = clock.now().toISOString()
  const taken = await query(payload, req, (sql) => {
    const values = units.map((unit) => sql`(${staff}, ${unit}, ${holder}, ${now}, ${now})`)
    return sql`INSERT INTO ${sql.identifier(TABLE)} (staff, unit, holder, updated_at, created_at) VALUES ${sql.join(values, sql`, `)} ON CONFLICT DO NOTHING RETURNING unit`
  })
  if (taken.length === units.length) return true
  await releaseUnits(payload, { holder, staff, units: taken.map((row) => Number(row.unit)) }, req)
  return false
}

/** Gives back some units of `holder` (all of them without `units`). */
export async function releaseUnits(
  payload: Payload,
  { holder, staff, units }: { holder: string; staff?: number; units?: number[] },
  req?: InTransaction,
): Promise<void> {
  if (units && units.length === 0) return
  await query(payload, req, (sql) => {
    const conditions = [sql`holder = ${holder}`]
    if (staff !== undefined) conditions.push(sql`staff = ${staff}`)
    if (units)
      conditions.push(
        sql`unit IN (${sql.join(
          units.map((unit) => sql`${unit}`),
          sql`, `,
        )})`,
      )
    return sql`DELETE FROM ${sql.identifier(TABLE)} WHERE ${sql.join(conditions, sql` AND `)} RETURNING id`
  })
}

/** Every taken unit between two units, per staff member: what slot search leaves out. */
export async function takenBetween(
  payload: Payload,
  fromUnit: number,
  toUnit: number,
  /** An appointment being moved: its own time counts as free. */
  except?: string,
): Promise<Map<number, Set<number>>> {
  const rows = rowsOf(
    await query(
      payload,
      undefined,
      (sql) =>
        sql`SELECT staff, unit FROM ${sql.identifier(TABLE)} WHERE unit >= ${fromUnit} AND unit < ${toUnit} AND holder <> ${except ?? ''}`,
    ),
  )
  const taken = new Map<number, Set<number>>()
  for (const { staff, unit } of rows) {
    const units = taken.get(staff) ?? new Set<number>()
    units.add(unit)
    taken.set(staff, units)
  }
  return taken
}

/** Claims whose appointment was never written (a failed save): freed after a while by a job. */
export async function releaseOrphans(payload: Payload, olderThan: Date): Promise<number> {
  const rows = await query(
    payload,
    undefined,
    (sql) =>
      sql`DELETE FROM ${sql.identifier(TABLE)} WHERE created_at < ${olderThan.toISOString()} AND holder NOT IN (SELECT claim_key FROM appointments WHERE claim_key IS NOT NULL) RETURNING id`,
  )
  return rows.length
}
