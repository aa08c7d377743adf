import { describe, expect, it } from 'vitest'

import { hrefOf } from './link'

describe('hrefOf', () => {
  it('links pages by path, anchors in the #_anchor form', () => {
    expect(hrefOf({ type: 'page', page: { path: '/leistungen' } })).toBe('/leistungen')
    expect(hrefOf({ type: 'page', page: { path: '/leistungen' }, anchor: 'damen' })).toBe(
      '/leistungen#_damen',
    )
    expect(hrefOf({ type: 'page', page: { path: '/' }, anchor: '#_termin' })).toBe('/#_termin')
  })
  it('passes addresses through and drops links without a target', () => {
    expect(hrefOf({ type: 'url', url: ' tel:+49301234567 ' })).toBe('tel:+49301234567')
    expect(hrefOf({ type: 'page', page: 7 })).toBeNull()
    expect(hrefOf({ type: 'url', url: '' })).toBeNull()
  })
})

describe('links to pages visitors cannot open', () => {
  it('leads nowhere while the page is unpublished or in the trash, and back once published', () => {
    const page = { path: '/leistungen/brautfrisuren' }
    expect(hrefOf({ type: 'page', page: { ...page, _status: 'published' } })).toBe(page.path)
    expect(hrefOf({ type: 'page', page: { ...page, _status: 'draft' } })).toBeNull()
    expect(
      hrefOf({
        type: 'page',
        page: { ...page, _status: 'published', deletedAt: '2026-11-25T10:00:00.000Z' },
      }),
    ).toBeNull()
    // Not populated (a page in the trash is left out of the menu's data): no link either.
    expect(hrefOf({ type: 'page', page: 12 })).toBeNull()
  })
})

describe('links to posts and portfolio work', () => {
  it('lead to the published post or work, and nowhere while it is a draft', () => {
    const post = { path: '/aktuelles/winterpflege', _status: 'published' }
    expect(hrefOf({ type: 'post', post })).toBe('/aktuelles/winterpflege')
    expect(hrefOf({ type: 'post', post: { ...post, _status: 'draft' } })).toBeNull()
    expect(hrefOf({ type: 'work', work: { path: '/portfolio/bob', _status: 'published' } })).toBe(
      '/portfolio/bob',
    )
    // The type decides which field counts: a page left in the group from before is ignored.
    expect(hrefOf({ type: 'work', page: { path: '/team', _status: 'published' } })).toBeNull()
  })
})
