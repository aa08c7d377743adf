import { describe, expect, it } from 'vitest'

import { linksToPage } from './menuLinks'

describe('links to a page in the menus', () => {
  it('finds a page in menu items, their children and footer columns, by id', () => {
    const header = {
      mainMenu: [
        { link: { type: 'page', page: 3, label: 'Leistungen' }, children: [] },
        {
          link: { type: 'url', url: '/x', label: 'Extern' },
          children: [{ link: { type: 'page', page: { id: 7 }, label: 'Brautfrisuren' } }],
        },
      ],
    }
    expect(linksToPage(header, 7, 'Hauptmenü')).toEqual([
      { place: 'Hauptmenü', label: 'Brautfrisuren' },
    ])
    expect(linksToPage(header, '3', 'Hauptmenü')).toHaveLength(1)
    expect(linksToPage(header, 9, 'Hauptmenü')).toEqual([])
    expect(linksToPage(null, 9, 'Fußbereich')).toEqual([])
  })
})
