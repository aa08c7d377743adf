import { describe, expect, it } from 'vitest'

import { stringMemo } from './stringMemo'

describe('stringMemo', () => {
  it('computes each input once while it is held', () => {
    const calls: string[] = []
    const upper = stringMemo((input) => {
      calls.push(input)
      return input.toUpperCase()
    }, 10_000)
    expect(upper('schnitt')).toBe('SCHNITT')
    expect(upper('schnitt')).toBe('SCHNITT')
    expect(calls).toEqual(['schnitt'])
  })

  it('never holds more than its bytes, however many distinct inputs arrive', () => {
    const memo = stringMemo((input) => input, 4_000)
    for (let i = 0; i < 10_000; i++) {
      memo(`wort${i}`)
      expect(memo.bytes()).toBeLessThanOrEqual(4_000)
    }
    expect(memo.bytes()).toBeGreaterThan(0)
  })
})
