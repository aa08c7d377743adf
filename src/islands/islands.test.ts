import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { islands } from '@/wiring/islands'

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('islands of the feature manifests', () => {
  it('has an entry for every island the components render, and none that nothing renders', () => {
    const used = new Set<string>()
    for (const file of sources('src')) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/island\('([\w-]+)'/g))
        used.add(name!)
    }
    expect([...used].sort()).toEqual(Object.keys(islands).sort())
  })

  it('loads each island module with a default export', async () => {
    for (const [name, load] of Object.entries(islands)) {
      expect(typeof (await load()).default, name).toBe('function')
    }
  })
})
