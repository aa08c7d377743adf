import { describe, expect, it } from 'vitest'

import { pagePath, pathsToRevalidate, slugify } from './paths'

describe('slugify', () => {
  it.each([
    ['Leistungen & Preise', 'leistungen-preise'],
    ['Über uns', 'ueber-uns'],
    ['Größe & Maß', 'groesse-mass'],
    ['  Café Crème  ', 'cafe-creme'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected))
})

describe('pagePath', () => {
  it('puts the home slug at / and nests children', () => {
    expect(pagePath('startseite', null)).toBe('/')
    expect(pagePath('team', null)).toBe('/team')
    expect(pagePath('brautfrisuren', '/leistungen')).toBe('/leistungen/brautfrisuren')
    expect(pagePath('team', '/')).toBe('/team')
  })
})

describe('pathsToRevalidate', () => {
  const published = (path: string) => ({ path, _status: 'published' })
  it('expires a republished page and the sitemap', () => {
    expect(pathsToRevalidate(published('/team'), published('/team'))).toEqual([
      '/team',
      '/sitemap.xml',
    ])
  })
  it('expires old and new path and every menu when a page moves', () => {
    expect(pathsToRevalidate(published('/neu'), published('/alt'))).toEqual([
      '/neu',
      '/alt',
      '*',
      '/sitemap.xml',
    ])
  })
  it('expires the old path when a page is unpublished', () => {
    expect(pathsToRevalidate({ path: '/aktion', _status: 'draft' }, published('/aktion'))).toEqual([
      '/aktion',
      '*',
      '/sitemap.xml',
    ])
  })
  it('expires nothing for a draft that never was public', () => {
    expect(
      pathsToRevalidate({ path: '/x', _status: 'draft' }, { path: '/x', _status: 'draft' }),
    ).toEqual([])
  })
})
