import { describe, expect, it } from 'vitest'

import { contrastRatio, INK, PAPER, readableOn, textSafe } from './color'

describe('colour contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })
  it('puts paper on dark brand colours and ink on light ones', () => {
    expect(readableOn('#6b3f5c')).toBe(PAPER)
    expect(readableOn('#f5d76e')).toBe(INK)
  })
  it('darkens a light brand colour until it is readable as text on white', () => {
    const safe = textSafe('#c9a26b')
    expect(contrastRatio(safe, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(textSafe('#6b3f5c')).toBe('#6b3f5c')
  })
})
