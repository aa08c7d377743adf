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
})
