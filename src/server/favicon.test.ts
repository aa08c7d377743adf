import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { icoFromPng } from './favicon'

describe('icoFromPng', () => {
  const png = fs.readFileSync(path.resolve('src/app/(site)/icon.png'))

  it('wraps the site icon in an ICO directory of one picture', () => {
    const ico = icoFromPng(png)
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    expect(ico[6]).toBe(png.readUInt32BE(16))
    expect(ico.readUInt32LE(14)).toBe(png.length)
    expect(ico.readUInt32LE(18)).toBe(22)
    expect(ico.subarray(22).equals(png)).toBe(true)
  })

  it('refuses what is no PNG', () => {
    expect(() => icoFromPng(Buffer.from('GIF89a and more bytes than a header'))).toThrow(/PNG/)
  })
})
