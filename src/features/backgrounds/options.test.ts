import { describe, expect, it } from 'vitest'

import { parseAspectRatio, validColor } from './options'

describe('section options', () => {
  it('reads W:H, 16:9 when missing or malformed', () => {
    expect(parseAspectRatio('4:3')).toEqual({ width: 4, height: 3 })
    expect(parseAspectRatio(' 21 : 9 ')).toEqual({ width: 21, height: 9 })
    expect(parseAspectRatio('0:9')).toEqual({ width: 16, height: 9 })
    expect(parseAspectRatio('breit')).toEqual({ width: 16, height: 9 })
    expect(parseAspectRatio(null)).toEqual({ width: 16, height: 9 })
  })
  it('accepts hex colours only, in German otherwise', () => {
    expect(validColor('#6b3f5c')).toBe(true)
    expect(validColor('')).toBe(true)
    expect(validColor('red; background:url(x)')).toContain('Hex-Wert')
  })
})
