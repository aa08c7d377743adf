import { describe, expect, it } from 'vitest'

import { POST_PATHS, postTargetOf } from './postPaths'

describe('postTargetOf', () => {
  it('reads the list, its pages, category and tag lists and a post', () => {
    expect(postTargetOf([])).toEqual({ kind: 'list', page: 1, filter: null })
    expect(postTargetOf(['seite', '3'])).toEqual({ kind: 'list', page: 3, filter: null })
    expect(postTargetOf(['kategorie', 'trends'])).toEqual({
      kind: 'list',
      page: 1,
      filter: { by: 'category', slug: 'trends' },
    })
    expect(postTargetOf(['schlagwort', 'farbe', 'seite', '2'])).toEqual({
      kind: 'list',
      page: 2,
      filter: { by: 'tag', slug: 'farbe' },
    })
    expect(postTargetOf(['balayage-trend'])).toEqual({ kind: 'post', slug: 'balayage-trend' })
  })

  it('refuses what names nothing: page 1 and 0 under /seite, odd numbers, reserved words, depth', () => {
    for (const segments of [
      ['seite'],
      ['seite', '1'],
      ['seite', '0'],
      ['seite', '02'],
      ['seite', '2x'],
      ['seite', '2', 'x'],
      ['kategorie'],
      ['kategorie', 'a', 'seite'],
      ['kategorie', 'a', 'x', '2'],
      ['feed'],
      ['post', 'extra'],
      ['a', 'b', 'c', 'd', 'e'],
    ])
      expect(postTargetOf(segments), segments.join('/')).toEqual({ kind: 'none' })
  })

  it('writes the addresses it reads back', () => {
    expect(POST_PATHS.listPage(1)).toBe('/aktuelles')
    expect(POST_PATHS.listPage(2)).toBe('/aktuelles/seite/2')
    expect(POST_PATHS.category('trends', 2)).toBe('/aktuelles/kategorie/trends/seite/2')
    expect(POST_PATHS.tag('ä b')).toBe('/aktuelles/schlagwort/%C3%A4%20b')
    const back = (path: string) => postTargetOf(path.split('/').slice(2).map(decodeURIComponent))
    expect(back(POST_PATHS.category('trends', 2))).toEqual({
      kind: 'list',
      page: 2,
      filter: { by: 'category', slug: 'trends' },
    })
    expect(back(POST_PATHS.detail('x'))).toEqual({ kind: 'post', slug: 'x' })
  })
})
