import { createClient } from '@libsql/client'
import type { Payload } from 'payload'

import { pgPool } from './databaseLoad.server'
import { REDACTED } from './manifest'

type Query = (text: string, args: unknown[]) => Promise<Array<Record<string, unknown>>>

/** One statement runner for both databases (`?` placeholders). */
async function withQuery<T>(
  payload: Payload,
  databaseUrl: string,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  if (payload.db.name === 'postgres') {
    const client = await pgPool(payload).connect()
    try {
      return await work(async (text, args) => {
        let index = 0
        const { rows } = await client.query(
          text.replace(/\?/g, () => `$${++index}`),
          args,
        )
        return rows
      })
    } finally {
      client.release()
    }
  }
  const client = createClient({ url: databaseUrl })
  try {
    return await work(
      async (text, args) =>
        (await client.execute({ sql: text, args: args as never })).rows as unknown as Array<
          Record<string, unknown>
        >,
    )
  } finally {
    client.close()
  }
}

export type KeptSecrets = Array<{ table: string; column: string; id: unknown; value: unknown }>

/**
 * The secrets an archive leaves out (manifest.ts, REDACTED), as this site holds them now: a
 * restore on the same site (same PAYLOAD_SECRET) puts them back, so the mail keeps leaving
 * without the owner typing her SMTP password again.
 */
export const readSecrets = (payload: Payload, databaseUrl: string): Promise<KeptSecrets> =>
  withQuery(payload, databaseUrl, async (query) => {
    const kept: KeptSecrets = []
    for (const [table, columns] of Object.entries(REDACTED))
      for (const column of columns) {
        const rows = await query(
          `SELECT "id", "${column}" AS value FROM "${table}" WHERE "${column}" IS NOT NULL`,
          [],
        ).catch(() => [])
        for (const row of rows) kept.push({ table, column, id: row.id, value: row.value })
      }
    return kept
  })

/** Writes kept secrets into the restored rows that have none of their own. */
export const writeSecrets = (payload: Payload, databaseUrl: string, kept: KeptSecrets) =>
  withQuery(payload, databaseUrl, async (query) => {
    for (const { table, column, id, value } of kept)
      await query(
        `UPDATE "${table}" SET "${column}" = ? WHERE "id" = ? AND "${column}" IS NULL`,
        [value, id],
      )
  })
