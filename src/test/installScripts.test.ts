import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// npm 11 warns about, and a later npm skips, the install scripts of packages that package.json's
// `allowScripts` does not name. Every package in the lock file that has one must be reviewed and
// listed (README, „Tests“), so `npm ci` stays quiet and keeps working when npm starts enforcing.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

type LockEntry = { version?: string; hasInstallScript?: boolean }

const nameOf = (lockPath: string) => lockPath.replace(/^.*node_modules\//, '')

describe('install scripts', () => {
  const allowed: Record<string, boolean> = read('package.json').allowScripts ?? {}
  const lock: { packages: Record<string, LockEntry> } = read('package-lock.json')
  const withScripts = Object.entries(lock.packages)
    .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript)
    .map(([lockPath, entry]) => ({ name: nameOf(lockPath), version: entry.version ?? '' }))

  it('names every package of the lock file that has an install script', () => {
    const unlisted = withScripts.filter(
      ({ name, version }) => !(name in allowed) && !(`${name}@${version}` in allowed),
    )
    expect(unlisted.map(({ name, version }) => `${name}@${version}`)).toEqual([])
  })

  it('lists no package the lock file no longer has a script for', () => {
    const names = new Set(withScripts.flatMap(({ name, version }) => [name, `${name}@${version}`]))
    expect(Object.keys(allowed).filter((key) => !names.has(key))).toEqual([])
  })
})
