import { describe, expect, it } from 'vitest'

import { isMalformedQuery } from './malformedQuery'

describe('isMalformedQuery', () => {
  it('knows an operator the field has not, as the source and the production build word it', () => {
    expect(
      isMalformedQuery(new TypeError('adapter.operators[queryOperator] is not a function')),
    ).toBe(true)
    expect(isMalformedQuery(new TypeError('a.operators[P] is not a function'))).toBe(true)
  })

  it('leaves other errors to be the server’s', () => {
    expect(isMalformedQuery(new TypeError('x is not a function'))).toBe(false)
    expect(isMalformedQuery(new Error('connection refused'))).toBe(false)
  })
})
