import { describe, expect, it } from 'vitest'

import { placeholdersIn } from './checklist.server'

describe('legal placeholders', () => {
  it('finds each „[…]“ in the text of a page, once, and nothing in its structure', () => {
    const layout = [
      {
        blockType: 'richText',
        columns: [
          {
            content: {
              root: {
                children: [
                  { type: 'text', text: 'Inhaberin: [Vorname Nachname], USt-IdNr. [DE000000000]' },
                  { type: 'text', text: 'Vertreten durch [Vorname Nachname].' },
                  { type: 'text', text: 'Kein Platzhalter: [x] oder [] oder a[b' },
                ],
              },
            },
          },
        ],
      },
    ]
    expect(placeholdersIn(layout)).toEqual(['[Vorname Nachname]', '[DE000000000]'])
    expect(placeholdersIn([{ text: 'Marie Weber, DE123456789' }])).toEqual([])
  })
})
