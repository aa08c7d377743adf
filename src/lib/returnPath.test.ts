import { describe, expect, it } from 'vitest'

import { isSiteReturnPath, redirectTo, returnTarget, safeReturnPath } from './visitorAnswer'

describe('return targets (issue 56: one rule for return=, path= and every redirect from input)', () => {
  it('takes paths of this site in printable ASCII', () => {
    for (const path of ['/', '/warenkorb', '/shop/pflege-shampoo?x=1#a', '/suche?s=Str%C3%A4hnen'])
      expect(isSiteReturnPath(path), path).toBe(true)
  })

  it('refuses other hosts, schemes, control and non-ASCII characters, as sent or decoded', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%01/x',
      '/%7F',
      '/%EF%BC%8Fevil.example',
      '/％2F',
      '/\u0001x',
      '/a b',
      '/suche?s=%00',
      '/suche?s=%C2%85',
      '/%ZZ',
      '',
      `/${'a'.repeat(3000)}`,
    ])
      expect(isSiteReturnPath(path), path).toBe(false)
  })

  it('gives the fallback for nothing sent and null for something wrong sent', () => {
    expect(returnTarget(null, '/warenkorb')).toBe('/warenkorb')
    expect(returnTarget('', '/warenkorb')).toBe('/warenkorb')
    expect(returnTarget('/kasse', '/warenkorb')).toBe('/kasse')
    expect(returnTarget('/%7F', '/warenkorb')).toBeNull()
    expect(safeReturnPath('/%EF%BC%8Fevil.example', '/')).toBe('/')
  })

  it('redirects to a path holding non-Latin-1 characters without failing', () => {
    const response = redirectTo('/veranstaltungen/färben-ü')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/veranstaltungen/f%C3%A4rben-%C3%BC')
  })
})
