import { describe, expect, it } from 'vitest'

import { preferredEncoding } from './encode'
import { isDraftRequest, isFrameworkPage, isPublicPageRequest, isShareable } from './requestKind'

describe('isPublicPageRequest', () => {
  it('takes GET and HEAD of page addresses', () => {
    expect(isPublicPageRequest('GET', '/')).toBe(true)
    expect(isPublicPageRequest('HEAD', '/leistungen/brautfrisuren')).toBe(true)
    expect(isPublicPageRequest('GET', '/suche')).toBe(true)
  })

  it('leaves admin, API, assets, files, other methods and draft mode to Next.js', () => {
    for (const path of ['/admin', '/admin/collections/pages', '/api/health', '/_next/x.js'])
      expect(isPublicPageRequest('GET', path)).toBe(false)
    expect(isPublicPageRequest('GET', '/next/preview')).toBe(false)
    expect(isPublicPageRequest('GET', '/sitemap.xml')).toBe(false)
    expect(isPublicPageRequest('POST', '/kontakt')).toBe(false)
    expect(isPublicPageRequest('GET', '/', true)).toBe(false)
    // A look-alike path is a page.
    expect(isPublicPageRequest('GET', '/administration')).toBe(true)
  })
})

describe('isDraftRequest', () => {
  const id = 'a'.repeat(32)
  it('counts the draft cookie only with the build’s preview id (issue 56)', () => {
    expect(isDraftRequest({ cookie: `x=1; __prerender_bypass=${id}` }, id)).toBe(true)
    expect(isDraftRequest({ cookie: '__prerender_bypass=xyz' }, id)).toBe(false)
    expect(isDraftRequest({ cookie: `__prerender_bypass=${'b'.repeat(32)}` }, id)).toBe(false)
    expect(isDraftRequest({ cookie: '__prerender_bypass=' }, id)).toBe(false)
    expect(isDraftRequest({}, id)).toBe(false)
    // Client-router headers alone never make a draft request.
    expect(isDraftRequest({ rsc: '1', 'next-router-prefetch': '1' }, id)).toBe(false)
  })

  it('takes the cookie as it is in development (no build id)', () => {
    expect(isDraftRequest({ cookie: '__prerender_bypass=xyz' }, undefined)).toBe(true)
  })

  it('gives the framework runtime to admin pages and verified drafts only', () => {
    expect(isFrameworkPage('/admin', false)).toBe(true)
    expect(isFrameworkPage('/', false)).toBe(false)
    expect(isFrameworkPage('/', true)).toBe(true)
  })
})

describe('isShareable', () => {
  const headers = (init: Record<string, string>) => new Headers(init)
  it('shares ISR pages and cached 404s, never personal or uncached answers', () => {
    const isr = { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }
    expect(isShareable(200, headers(isr))).toBe(true)
    expect(isShareable(404, headers(isr))).toBe(true)
    expect(isShareable(500, headers(isr))).toBe(false)
    expect(isShareable(200, headers({ ...isr, 'set-cookie': 'a=1' }))).toBe(false)
    expect(isShareable(200, headers({ 'cache-control': 'private, no-cache, no-store' }))).toBe(
      false,
    )
    expect(isShareable(200, headers({}))).toBe(false)
  })
})

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('identity')).toBe('identity')
  })
})
