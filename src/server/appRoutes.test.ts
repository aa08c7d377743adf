import { describe, expect, it } from 'vitest'

import { appRoutesFrom } from './appRoutes'

describe('app routes from the build manifest', () => {
  const routes = appRoutesFrom({
    '/(site)/[[...slug]]/page': '/[[...slug]]',
    '/(site)/suche/page': '/suche',
    '/(site)/shop/[[...slug]]/page': '/shop/[[...slug]]',
    '/(site)/kasse/bestellung/[number]/page': '/kasse/bestellung/[number]',
  })

  it('knows fixed routes and leaves the pages catch-all to the page lookup', () => {
    expect(routes.isAppRoute('/suche')).toBe(true)
    expect(routes.isAppRoute('/kontakt')).toBe(false)
  })

  it('answers an optional catch-all at its base and below', () => {
    expect(routes.isAppRoute('/shop')).toBe(true)
    expect(routes.isAppRoute('/shop/pflege-shampoo')).toBe(true)
    expect(routes.isAppRoute('/shopping')).toBe(false)
  })

  it('answers a dynamic segment only below its base', () => {
    expect(routes.isAppRoute('/kasse/bestellung/2026-00001')).toBe(true)
    expect(routes.isAppRoute('/kasse/bestellung')).toBe(false)
  })

  it('tells file routes from addresses that only look like files', () => {
    const files = appRoutesFrom({
      a: '/sitemap.xml',
      b: '/icon-12o0cb.png',
      c: '/veranstaltungen/buchung/[key]/tickets.pdf',
      d: '/api/booking/calendar/[file]',
    })
    expect(files.isFileRoute('/sitemap.xml')).toBe(true)
    expect(files.isFileRoute('/icon-12o0cb.png')).toBe(true)
    expect(files.isFileRoute('/veranstaltungen/buchung/Ab3-x/tickets.pdf')).toBe(true)
    for (const stray of [
      '/wp-login.php',
      '/.env',
      '/sitemap.xml.gz',
      '/iconX12o0cb.png',
      '/a/tickets.pdf',
    ])
      expect(files.isFileRoute(stray), stray).toBe(false)
  })
})
