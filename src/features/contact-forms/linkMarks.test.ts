import { describe, expect, it } from 'vitest'

import { withoutLinkMarks } from './linkMarks'

describe('withoutLinkMarks', () => {
  it('keeps a link’s words and drops its address', () => {
    expect(
      withoutLinkMarks('Mehr dazu in der [Datenschutzerklärung](/datenschutz) und [hier](/x).'),
    ).toBe('Mehr dazu in der Datenschutzerklärung und hier.')
  })

  it('leaves brackets that are no site link alone', () => {
    expect(withoutLinkMarks('[Name] und [außen](https://example.org)')).toBe(
      '[Name] und [außen](https://example.org)',
    )
  })
})
