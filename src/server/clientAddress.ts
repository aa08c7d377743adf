import type { IncomingMessage } from 'node:http'

import { type ProxyList, resolveClientAddress } from '@/lib/proxies'

/**
 * Everything behind the front (rate limits, the consent log) reads the client's address from
 * X-Forwarded-For: it then holds the one address resolved from the socket and the trusted
 * proxies, never what a client wrote.
 */
export function adoptClientAddress(req: IncomingMessage, trustedProxies: ProxyList) {
  req.headers['x-forwarded-for'] = resolveClientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  if (req.headers['x-real-ip'] !== undefined) delete req.headers['x-real-ip']
}
