import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { fluidFontSize, HEADING_SIZES_REM } from './typography'

describe('fluidFontSize', () => {
  it('reaches the full size at the site width and at most 1.65 times smaller', () => {
    const css = fluidFontSize(3.25)
    expect(css).toBe('clamp(1.97rem, 1.056rem + 3vw, 3.25rem)')
    // The size the browser computes from the returned rule, at the site width and on a phone.
    const [, min, base, vw, max] = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/
      .exec(css)!
      .map(Number)
    const pixelsAt = (width: number) =>
      Math.min(max! * 16, Math.max(min! * 16, base! * 16 + (vw! / 100) * width))
    expect(pixelsAt(1170)).toBeCloseTo(3.25 * 16, 0)
    expect(pixelsAt(375)).toBeCloseTo(min! * 16, 5)
    expect(3.25 / min!).toBeLessThanOrEqual(1.65)
  })

  it('never goes below body size', () => {
    expect(fluidFontSize(1)).toBe('1rem')
    expect(fluidFontSize(1.5)).toMatch(/^clamp\(1rem,/)
  })

  it('is what the site stylesheet uses for h1 to h6', () => {
    const css = readFileSync(new URL('../app/(site)/globals.css', import.meta.url), 'utf8')
    for (const [heading, size] of Object.entries(HEADING_SIZES_REM)) {
      expect(css).toContain(`${heading} {\n  font-size: ${fluidFontSize(size)};\n}`)
    }
  })
})
