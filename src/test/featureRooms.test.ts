import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** docs/architecture.md: a feature keeps its inside in rooms; tests are not counted. */
const MOST_ENTRIES = 25
const FEATURES = path.resolve('src/features')

describe('feature folders', () => {
  it(`hold at most ${MOST_ENTRIES} entries directly inside, tests not counted`, () => {
    const crowded = fs
      .readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        feature: entry.name,
        entries: fs
          .readdirSync(path.join(FEATURES, entry.name))
          .filter((name) => !/\.test\.tsx?$/.test(name)).length,
      }))
      .filter(({ entries }) => entries > MOST_ENTRIES)
    expect(crowded).toEqual([])
  })

  it('each has a face (index.ts), and a plugin.ts where it adds to Payload', () => {
    const features = fs
      .readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
    for (const { name } of features) {
      expect(fs.existsSync(path.join(FEATURES, name, 'index.ts')), name).toBe(true)
    }
    const config = fs.readFileSync(path.resolve('src/payload.config.ts'), 'utf8')
    // The configuration never loads a face: it would bring the pages' stylesheets to plain Node.
    expect(config).not.toMatch(/from '@\/features\/[\w-]+'/)
  })
})
