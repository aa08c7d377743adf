import { describe, expect, it } from 'vitest'

import { parseProxyList, resolveClientAddress } from './proxies'

describe('resolveClientAddress', () => {
  const none = parseProxyList('')
  const proxies = parseProxyList('127.0.0.1, 10.0.0.0/8 fd00::/8')

  it('uses the socket address when no proxy is trusted, whatever the client sends', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9')
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9')
  })

  it('walks forwarded hops from the right through trusted proxies only', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7')
    // A forged first entry stays unreached: the nearest untrusted hop is the client.
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.0.0.5', proxies)).toBe(
      '198.51.100.7',
    )
    expect(resolveClientAddress('fd00::1', ['2001:db8::1'], proxies)).toBe('2001:db8::1')
  })

  it('ignores forwarded headers from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.7', '6.6.6.6', proxies)).toBe('198.51.100.7')
  })

  it('stops at garbage in the header instead of believing it', () => {
    expect(resolveClientAddress('127.0.0.1', 'not-an-ip', proxies)).toBe('127.0.0.1')
    expect(resolveClientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1')
  })

  it('refuses entries that are not addresses or ranges', () => {
    expect(() => parseProxyList('localhost')).toThrow(/not an IP address/)
    expect(() => parseProxyList('10.0.0.0/33')).toThrow(/not an IP address/)
    expect(parseProxyList(' ').size).toBe(0)
  })
})
