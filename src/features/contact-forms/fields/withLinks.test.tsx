import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withLinks } from './parts'

describe('withLinks', () => {
  it('makes each site link a link and keeps the text around it once', () => {
    expect(
      renderToStaticMarkup(<>{withLinks('Mehr in der [Datenschutzerklärung](/datenschutz).')}</>),
    ).toBe('Mehr in der <a href="/datenschutz">Datenschutzerklärung</a>.')
  })
})
