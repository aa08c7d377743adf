import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { fluidFontSize, HEADING_SIZES_REM } from './typography'

describe('fluidFontSize', () => {
  it('reaches the full size at the site width and at most 1.65 times smaller', () => {
    const css = fluidFontSize(3.25)
    expect(css).toBe('clamp(1.97rem, 1.056rem + 3vw, 3.25rem)')
    // At 1170 px: 1.056rem + 3vw = 16.9 px + 35.1 px = 52 px = 3.25rem.
    expect(1.05625 * 16 + 0.03 * 1170).toBeCloseTo(3.25 * 16, 0)
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
