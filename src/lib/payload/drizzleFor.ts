import type { Payload, PayloadRequest } from 'payload'

export type Drizzle = {
  execute?: (query: unknown) => Promise<{ rows: unknown[] }>
  all?: (query: unknown) => Promise<unknown[]>
}

export type InTransaction = Pick<PayloadRequest, 'transactionID'>

/**
 * The database handle for raw SQL: the open transaction of `req` when there is one (a hook runs
 * inside the operation's transaction on PostgreSQL; a second connection would wait for that
 * transaction's row locks, and it for the hook: a deadlock), else the adapter's own.
 */
export async function drizzleFor(payload: Payload, req?: InTransaction): Promise<Drizzle> {
  const db = payload.db as unknown as {
    drizzle: Drizzle
    sessions?: Record<string | number, { db?: Drizzle } | undefined>
  }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[id]?.db) || db.drizzle
}
