import { describe, expect, it } from 'vitest'

import { withoutEmptyRows } from './emptyRows'

describe('rows left empty', () => {
  it('are dropped; a row with anything in it stays', () => {
    const rows = [
      { id: 'a', name: 'Schnitt', priceCents: 4500 },
      { id: 'b', name: '', priceCents: null },
      { id: 'c', name: '  ', description: 'nur Text' },
      { id: 'd', priceCents: 0 },
    ]
    expect(withoutEmptyRows(rows, ['name', 'description', 'priceCents'])).toEqual([
      rows[0],
      rows[2],
      rows[3],
    ])
    expect(withoutEmptyRows(undefined, ['name'])).toBeUndefined()
    expect(withoutEmptyRows([{ title: '', services: [] }], ['title', 'services'])).toEqual([])
  })
})
