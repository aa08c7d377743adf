import { describe, expect, it } from 'vitest'

import { issueNonce, verifyNonce } from './nonce'

const HOUR = 60 * 60 * 1000

describe('nonce', () => {
  const now = Date.UTC(2026, 10, 22, 9)
  it('verifies for its action for 12 to 24 hours', () => {
    const nonce = issueNonce('secret', 'consent', now)
    expect(verifyNonce(nonce, 'secret', 'consent', now)).toBe(true)
    expect(verifyNonce(nonce, 'secret', 'consent', now + 12 * HOUR)).toBe(true)
    expect(verifyNonce(nonce, 'secret', 'consent', now + 27 * HOUR)).toBe(false)
  })
  it('fails for another action, secret, a forged signature or garbage', () => {
    const nonce = issueNonce('secret', 'consent', now)
    expect(verifyNonce(nonce, 'secret', 'contact', now)).toBe(false)
    expect(verifyNonce(nonce, 'other', 'consent', now)).toBe(false)
    expect(
      verifyNonce(
        nonce.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        'secret',
        'consent',
        now,
      ),
    ).toBe(false)
    for (const bad of [undefined, 42, '', 'x.y', '1.' + 'a'.repeat(24)]) {
      expect(verifyNonce(bad, 'secret', 'consent', now)).toBe(false)
    }
  })
})
