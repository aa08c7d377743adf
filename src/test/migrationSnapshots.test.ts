import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Payload reads only the newest schema snapshot of a folder when it creates a migration; older
// ones were 80 % of the repository's bytes (docs/decisions/migrations.md).
describe.each(['sqlite', 'postgres'])('schema snapshots of %s', (kind) => {
  const folder = path.resolve(import.meta.dirname, '..', 'migrations', kind)
  const files = fs.readdirSync(folder)

  it('are one, of the newest migration', () => {
    const snapshots = files.filter((file) => file.endsWith('.json'))
    const migrations = files
      .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
      .sort()
      .map((file) => file.replace(/\.ts$/, ''))
    expect(snapshots).toEqual([`${migrations.at(-1)}.json`])
  })
})
