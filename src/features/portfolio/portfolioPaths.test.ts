import { describe, expect, it } from 'vitest'

import { PORTFOLIO_PATHS, portfolioTargetOf } from './portfolioPaths'

describe('portfolioTargetOf', () => {
  it('reads the list, a category and a work, and nothing else', () => {
    expect(portfolioTargetOf([])).toEqual({ kind: 'list', category: null })
    expect(portfolioTargetOf(['kategorie', 'farbe'])).toEqual({ kind: 'list', category: 'farbe' })
    expect(portfolioTargetOf(['bob'])).toEqual({ kind: 'work', slug: 'bob' })
    for (const segments of [['kategorie'], ['kategorie', 'a', 'b'], ['bob', 'x']])
      expect(portfolioTargetOf(segments)).toEqual({ kind: 'none' })
    expect(PORTFOLIO_PATHS.category('a b')).toBe('/portfolio/kategorie/a%20b')
  })
})
