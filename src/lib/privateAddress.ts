import { BlockList, isIP } from 'node:net'

/**
 * Addresses a fetch made for content (the WordPress import's uploads) must never reach: this
 * machine, the private network, link-local and other special ranges, in every spelling an
 * address can have (issue 56: `::ffff:7f00:1`, `64:ff9b::/96` and `fec0::/10` passed as public).
 */
const V4 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  V4.addSubnet(network, prefix, 'ipv4')

const V6 = new BlockList()
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const)
  V6.addSubnet(network, prefix, 'ipv6')

/** The 8 groups of an IPv6 address, with a trailing dotted quad as two groups; null if invalid. */
function groupsOf(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? left.length !== 8 : missing < 1) return null
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  return groups.map((group) => Number.parseInt(group, 16))
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64), or null. */
function embeddedV4(groups: number[]): string | null {
  const high = groups.slice(0, 6)
  const zero = (list: number[]) => list.every((group) => group === 0)
  const mapped = zero(high.slice(0, 5)) && high[5] === 0xffff
  const compatible = zero(high)
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zero(groups.slice(2, 6))
  const localNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1
  if (!mapped && !compatible && !nat64 && !localNat64) return null
  const [g6 = 0, g7 = 0] = groups.slice(6)
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.')
}

export function isPrivateAddress(address: string): boolean {
  const kind = isIP(address.replace(/%.*$/, ''))
  if (kind === 4) return V4.check(address, 'ipv4')
  if (kind !== 6) return true
  const groups = groupsOf(address)
  if (!groups) return true
  const v4 = embeddedV4(groups)
  // Any address with an IPv4 inside is judged by that address; NAT64's local range always private.
  if (v4 !== null) return groups[2] === 1 || V4.check(v4, 'ipv4') || v4 === '0.0.0.0'
  return V6.check(address.replace(/%.*$/, ''), 'ipv6')
}
