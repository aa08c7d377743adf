import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { loadOrCreateSecret, weakSecretReason } from './secretFile'

describe('loadOrCreateSecret', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })))
  const tempFile = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    dirs.push(dir)
    return path.join(dir, 'nested', 'payload-secret')
  }

  it('makes a strong secret readable by the owner only, and reuses it later', () => {
    const file = tempFile()
    const first = loadOrCreateSecret(file)
    expect(first).toMatch(/^[0-9a-f]{96}$/)
    expect(weakSecretReason(first)).toBeUndefined()
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadOrCreateSecret(file)).toBe(first)
  })

  it('keeps a secret someone else wrote first', () => {
    const file = tempFile()
    fs.mkdirSync(path.dirname(file))
    fs.writeFileSync(file, 'written-by-another-process-0123456789abcdef\n')
    expect(loadOrCreateSecret(file)).toBe('written-by-another-process-0123456789abcdef')
  })

  it('refuses to go on with an empty file', () => {
    const file = tempFile()
    fs.mkdirSync(path.dirname(file))
    fs.writeFileSync(file, '')
    expect(() => loadOrCreateSecret(file)).toThrow(/empty/)
  })
})
