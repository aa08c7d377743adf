import { randomBytes } from 'node:crypto'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/payload/drizzleFor'

import { addToColumn, takeFromColumn } from '@/lib/payload/counterColumn'

const VOUCHERS = 'vouchers'
const LINES = 'vouchers_redemptions'

/** One line of a voucher's history („Einlösungen“); a negative amount was given back. */
export type VoucherEntry = { at: string; amountCents: number; where: string }

type Req = Pick<PayloadRequest, 'transactionID'>

/**
 * Appends one line to the voucher's history with Payload's atomic `$push`: the existing lines
 * are neither read nor written again. A Payload update writes the whole array it read, so two
 * redemptions at the same moment (two orders, an order and the salon) each wrote their own list
 * and one line was lost (issue 58). `$push` numbers every pushed row 1, so the row is then put
 * after the others in one statement.
 */
export async function noteVoucherEntry(
  payload: Payload,
  voucherId: number,
  entry: VoucherEntry,
  req?: Req,
) {
  const id = randomBytes(12).toString('hex')
  await payload.db.updateOne({
    collection: VOUCHERS,
    id: voucherId,
    data: { redemptions: { $push: { ...entry, id } } },
    req,
    returning: false,
  })
  const postgres = payload.db.name === 'postgres'
  const sql = (postgres ? postgresSql : sqliteSql) as typeof sqliteSql
  const db = await drizzleFor(payload, req)
  const query = sql`UPDATE ${sql.identifier(LINES)} SET ${sql.identifier('_order')} = (SELECT COALESCE(MAX(${sql.identifier('_order')}), 0) + 1 FROM ${sql.identifier(LINES)} WHERE ${sql.identifier('_parent_id')} = ${voucherId} AND ${sql.identifier('id')} <> ${id}) WHERE ${sql.identifier('id')} = ${id}`
  if (postgres) await db.execute!(query)
  else await db.all!(query)
}

/**
 * Takes `amountCents` from the balance in one conditional update and notes it; false (nothing
 * taken, nothing noted) when the balance no longer holds that much.
 */
export async function redeemVoucher(
  payload: Payload,
  voucherId: number,
  entry: VoucherEntry,
  req?: Req,
): Promise<boolean> {
  const taken = await takeFromColumn(payload, {
    table: VOUCHERS,
    id: voucherId,
    column: 'balance_cents',
    amount: entry.amountCents,
    req,
  })
  if (taken) await noteVoucherEntry(payload, voucherId, entry, req)
  return taken
}

/** Gives an amount back (an order cancelled) and notes it as a negative line. */
export async function giveBackToVoucher(
  payload: Payload,
  voucherId: number,
  entry: VoucherEntry,
  req?: Req,
) {
  await addToColumn(payload, {
    table: VOUCHERS,
    id: voucherId,
    column: 'balance_cents',
    amount: entry.amountCents,
    req,
  })
  await noteVoucherEntry(payload, voucherId, { ...entry, amountCents: -entry.amountCents }, req)
}
