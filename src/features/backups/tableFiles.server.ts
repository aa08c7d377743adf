import fs from 'node:fs'
import path from 'node:path'

import { REDACTED } from './manifest'

/**
 * One table of a dump: `db/<table>.jsonl` in the archive, the first line the column names, then
 * one JSON array of values per row. Neutral between the databases: JSON columns are JSON text,
 * timestamps ISO strings, booleans as the source had them (the restore converts to the target's
 * column types), so an archive of either database restores into the other.
 */
export type TableDump = { name: string; columns: string[]; rows: unknown[][] }

export const TABLES_DIR = 'db'

/** Secrets are blanked as the table is written (manifest.ts, REDACTED). */
export async function writeTable(dir: string, table: TableDump): Promise<void> {
  const folder = path.join(dir, TABLES_DIR)
  await fs.promises.mkdir(folder, { recursive: true })
  const blank = (REDACTED[table.name] ?? []).map((column) => table.columns.indexOf(column))
  const rows = table.rows.map((row) =>
    blank.length ? row.map((value, index) => (blank.includes(index) ? null : value)) : row,
  )
  const lines = [JSON.stringify(table.columns), ...rows.map((row) => JSON.stringify(row))]
  await fs.promises.writeFile(path.join(folder, `${table.name}.jsonl`), `${lines.join('\n')}\n`)
}

export async function readTables(dir: string): Promise<TableDump[]> {
  const folder = path.join(dir, TABLES_DIR)
  const files = (await fs.promises.readdir(folder)).filter((file) => file.endsWith('.jsonl')).sort()
  return Promise.all(
    files.map(async (file) => {
      const [header, ...lines] = (await fs.promises.readFile(path.join(folder, file), 'utf8'))
        .split('\n')
        .filter(Boolean)
      return {
        name: file.replace(/\.jsonl$/, ''),
        columns: JSON.parse(header ?? '[]') as string[],
        rows: lines.map((line) => JSON.parse(line) as unknown[]),
      }
    }),
  )
}
