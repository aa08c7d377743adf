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
