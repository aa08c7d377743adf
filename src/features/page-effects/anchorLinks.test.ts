import { describe, expect, it } from 'vitest'

import { sameScrollAnchor, scrollAnchorOf, sectionInView } from './anchorLinks'

describe('scrollAnchorOf', () => {
  it('reads #_anchor and ignores plain hashes', () => {
    expect(scrollAnchorOf('#_leistungen')).toBe('leistungen')
    expect(scrollAnchorOf('#leistungen')).toBeNull()
    expect(scrollAnchorOf('#_')).toBeNull()
    expect(scrollAnchorOf('')).toBeNull()
    expect(scrollAnchorOf('#_%C3%B6ffnung')).toBe('öffnung')
  })
})

describe('sameScrollAnchor', () => {
  const here = { href: 'https://salon.example/leistungen?x=1#oben' }
  it('scrolls for #_ links to this page', () => {
    expect(sameScrollAnchor('#_damen', { href: 'https://salon.example/leistungen' })).toBe('damen')
    expect(sameScrollAnchor('/leistungen?x=1#_herren', here)).toBe('herren')
  })
  it('leaves links to other pages, origins and plain hashes to the browser', () => {
    expect(sameScrollAnchor('/kontakt#_adressen', here)).toBeNull()
    expect(sameScrollAnchor('https://other.example/leistungen?x=1#_damen', here)).toBeNull()
    expect(sameScrollAnchor('/leistungen?x=1#damen', here)).toBeNull()
    expect(sameScrollAnchor('/leistungen#_damen', here)).toBeNull()
  })
})

describe('sectionInView', () => {
  it('picks the last section whose top passed the line', () => {
    expect(sectionInView([100, 600, 1200], 50)).toBe(-1)
    expect(sectionInView([-400, 40, 700], 100)).toBe(1)
    expect(sectionInView([-900, -300, -10], 100)).toBe(2)
  })
})
