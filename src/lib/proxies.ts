import net from 'node:net'

/** The proxies in front of the site whose `X-Forwarded-For` entries are believed. */
export type ProxyList = { size: number; trusts: (address: string) => boolean }

/** Addresses whose trust is remembered; a client flood with new addresses starts it over. */
const MAX_KNOWN = 4096

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
const plain = (address: string) =>
  address.startsWith(':') ? address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') : address

/**
 * Not `proxy-addr` (looked at for issue 27): Node's own `net.BlockList` matches addresses and
 * ranges of both families, and the walk from the socket through trusted hops is the few lines of
 * `resolveClientAddress`; proxy-addr would add its own parser for the same list.
 *
 * `TRUSTED_PROXIES`: addresses and CIDR ranges separated by commas or spaces, e.g.
 * `127.0.0.1, 10.0.0.0/8, fd00::/8`. Node's own BlockList does the matching for both families.
 */
export function parseProxyList(value: string): ProxyList {
  const list = new net.BlockList()
  const entries = value.split(/[\s,]+/).filter(Boolean)
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 'ipv4' ? 32 : 128
    if (
      !family ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    )
      throw new Error(`"${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8)`)
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  // BlockList.check makes a native SocketAddress per call, which cost a cached page a sixth of
  // its time when asked for every request (issue 43): each address is asked once.
  const known = new Map<string, boolean>()
  return {
    size: entries.length,
    trusts: (address) => {
      const answer = known.get(address)
      if (answer !== undefined) return answer
      const ip = plain(address)
      const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : undefined
      const trusted = family !== undefined && list.check(ip, family)
      if (known.size >= MAX_KNOWN) known.clear()
      known.set(address, trusted)
      return trusted
    },
  }
}

/**
 * The client's address: the socket's peer, unless that is a trusted proxy; then the
 * `X-Forwarded-For` entries are walked from the right (the nearest hop first) and the first
 * address no trusted proxy owns is the client. Entries a client wrote itself sit to the left of
 * what our proxies appended, so they are never reached while an untrusted hop comes first.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: ProxyList,
): string {
  let current = plain(socketAddress ?? '')
  if (!current) return 'unknown'
  // The common cases, on every request: no proxy configured, or nothing forwarded to walk.
  if (proxies.size === 0 || !forwardedFor) return current
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean)
  while (proxies.trusts(current) && hops.length > 0) {
    const next = hops.pop()!
    if (!net.isIP(next)) return current
    current = next
  }
  return current
}
