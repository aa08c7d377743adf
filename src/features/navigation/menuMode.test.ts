import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { MODE_SCRIPT, modeFor, stickyApplies } from './menuMode'

describe('modeFor', () => {
  it('collapses at and below the breakpoint, expands above it', () => {
    expect(modeFor(375, 1024)).toBe('collapsed')
    expect(modeFor(1024, 1024)).toBe('collapsed')
    expect(modeFor(1025, 1024)).toBe('expanded')
    expect(modeFor(900, 800)).toBe('expanded')
  })
})

describe('stickyApplies', () => {
  it('is true on desktop widths with the full menu only', () => {
    expect(stickyApplies(1280, 'expanded')).toBe(true)
    expect(stickyApplies(1024, 'expanded')).toBe(false)
    expect(stickyApplies(800, 'expanded')).toBe(false)
    expect(stickyApplies(1280, 'collapsed')).toBe(false)
  })
})

describe('MODE_SCRIPT', () => {
  const run = (width: number, breakpoint: string) => {
    const attrs = { nav: new Map<string, string>(), header: new Map<string, string>() }
    attrs.nav.set('data-breakpoint', breakpoint)
    const element = (map: Map<string, string>) => ({
      getAttribute: (name: string) => map.get(name) ?? null,
      setAttribute: (name: string, value: string) => map.set(name, value),
    })
    const document = {
      getElementById: (id: string) =>
        id === 'main-nav'
          ? element(attrs.nav)
          : id === 'site-header'
            ? element(attrs.header)
            : null,
    }
    // Only media queries: reading innerWidth mid-parse would lay the page out before its paint.
    const matchMedia = (query: string) => {
      const [, side, px] = /^\((max|min)-width:(\d+)px\)$/.exec(query) ?? []
      if (!side) throw new Error(`unexpected query ${query}`)
      return { matches: side === 'max' ? width <= Number(px) : width >= Number(px) }
    }
    const context = { document, matchMedia }
    Object.defineProperty(context, 'innerWidth', {
      get: () => {
        throw new Error('innerWidth read')
      },
    })
    runInNewContext(MODE_SCRIPT, context)
    return attrs
  }

  it('marks nav and header from the data-breakpoint attribute before paint', () => {
    const narrow = run(800, '1024')
    expect(narrow.nav.get('data-mode')).toBe('collapsed')
    expect(narrow.nav.get('data-expanded')).toBe('false')
    expect(narrow.header.get('data-mode')).toBe('collapsed')
    const wide = run(1280, '1024')
    expect(wide.nav.get('data-mode')).toBe('expanded')
    expect(wide.nav.get('data-expanded')).toBe('true')
  })
})
