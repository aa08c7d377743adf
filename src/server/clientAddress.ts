import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { type ProxyList, resolveClientAddress } from '@/lib/proxies'

/**
 * Everything behind the front (rate limits, the consent log) reads the client's address from
 * X-Forwarded-For: it then holds the one address resolved from the socket and the trusted
 * proxies, never what a client wrote.
 */
export function adoptClientAddress(
  req: IncomingMessage,
  trustedProxies: ProxyList,
  frontToken?: string,
) {
  req.headers['x-forwarded-for'] = resolveClientAddress(
    peerAddress(req, frontToken),
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  if (req.headers['x-real-ip'] !== undefined) delete req.headers['x-real-ip']
}

/**
 * The header the front worker (frontServer.ts) passes a request's socket address in: its token,
 * a space, the address. Removed from every request; believed only with the token, as anyone on
 * the machine can reach the main thread's port on the loopback.
 */
export const FRONT_PEER_HEADER = 'x-salon-front-peer'

function peerAddress(req: IncomingMessage, frontToken: string | undefined): string | undefined {
  const given = req.headers[FRONT_PEER_HEADER]
  if (given === undefined) return req.socket.remoteAddress
  delete req.headers[FRONT_PEER_HEADER]
  if (!frontToken || typeof given !== 'string') return req.socket.remoteAddress
  const space = given.indexOf(' ')
  const claimed = Buffer.from(given.slice(0, Math.max(space, 0)))
  const expected = Buffer.from(frontToken)
  const believed = claimed.length === expected.length && timingSafeEqual(claimed, expected)
  return (believed && given.slice(space + 1)) || req.socket.remoteAddress
}
