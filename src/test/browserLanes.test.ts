import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import gate from '../../playwright.config'
import long from '../../playwright.long.config'
import { LONG_SPECS } from '../../playwright.shared'

const specs = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
const asList = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []) as RegExp[]
const matches = (patterns: RegExp[], file: string) => patterns.some((one) => one.test(file))

/** The files a project of a config runs: its testMatch (or every spec) less its testIgnore. */
const runBy = (config: typeof gate, file: string) =>
  (config.projects ?? []).filter((project) => {
    const match = asList(project.testMatch)
    return (
      (match.length === 0 || matches(match, file)) && !matches(asList(project.testIgnore), file)
    )
  })

// Every browser spec runs in exactly one lane (docs/testing.md): none is left out by a pattern
// that matches nothing, none runs twice.
describe('browser test lanes', () => {
  it('name only specs that exist', () => {
    for (const pattern of LONG_SPECS) expect(specs.some((file) => pattern.test(file))).toBe(true)
  })

  it.each(specs)('run %s in one project of one lane', (file) => {
    const inGate = runBy(gate, file).map((project) => project.name)
    const inLong = runBy(long, file).map((project) => project.name)
    if (matches(LONG_SPECS, file)) {
      expect(inGate).toEqual([])
      expect(inLong).toHaveLength(1)
    } else {
      expect(inGate).toHaveLength(1)
      expect(inLong).toEqual([])
    }
  })
})
