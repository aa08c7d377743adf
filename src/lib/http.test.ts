import { describe, expect, it } from 'vitest'

import { BodyTooLargeError, clientIp, readBodyLimited, truncateIp } from './http'

describe('readBodyLimited', () => {
  it('returns bodies up to the limit and refuses larger ones', async () => {
    const small = new Request('http://x/', { method: 'POST', body: 'a'.repeat(100) })
    expect((await readBodyLimited(small, 100)).byteLength).toBe(100)
    const large = new Request('http://x/', { method: 'POST', body: 'a'.repeat(101) })
    await expect(readBodyLimited(large, 100)).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})

describe('client addresses', () => {
  it('takes the first forwarded address and truncates it', () => {
    const request = new Request('http://x/', {
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    })
    expect(clientIp(request)).toBe('203.0.113.7')
    expect(truncateIp('203.0.113.7')).toBe('203.0.113.0')
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncateIp('unknown')).toBe('unknown')
  })
})
