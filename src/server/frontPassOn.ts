import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { FRONT_PEER_HEADER } from './clientAddress'

type Options = {
  host: string
  port: number
  /** Vouches for the peer address it adds (clientAddress.ts). */
  token: string
  /** Resolves once the main thread's expiries posted before now have reached the worker. */
  sync: () => Promise<void>
  /** The security headers of the worker's own short answers (a 400, a 502). */
  locked: Record<string, string>
}

/** Headers of one connection, not of the request or answer (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/**
 * The front worker's way to the main thread: the request as it came (method, address, headers,
 * body streamed), with the client's socket address vouched for by the token, and the answer
 * streamed back as it comes. Not `http-proxy`: what is needed here is these forty lines, and its
 * handling of forwarding headers is what must not happen (the main thread resolves them).
 */
export function createPassOn({ host, port, token, sync, locked }: Options) {
  // Connections kept for the next request; closed after 60 s unused, before the main thread's
  // server would close them (65 s) just as one is reused.
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 })

  function passOn(req: IncomingMessage, res: ServerResponse) {
    const headers: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && name !== 'expect') headers[name] = value
    headers[FRONT_PEER_HEADER] = `${token} ${req.socket.remoteAddress ?? ''}`
    let upstream: http.ClientRequest
    try {
      upstream = http.request({ host, port, method: req.method, path: req.url, headers, agent })
    } catch {
      // What Node's client refuses to send (a byte in the address or a header its parser let
      // through): the client's fault, and never the worker's end.
      res.writeHead(400, {
        ...locked,
        'content-type': 'text/plain; charset=utf-8',
        connection: 'close',
      })
      res.end('Diese Anfrage kann nicht beantwortet werden.')
      return
    }
    // A write's answer waits until the main thread's expiries before it have reached the cache
    // here: the page the owner opens next must not come from before her save.
    const safe = req.method === 'GET' || req.method === 'HEAD'
    upstream.on('response', (answer) => {
      const forward = () => {
        const raw: string[] = []
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase()))
            raw.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!)
        try {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw)
        } catch {
          answer.destroy()
          return void res.destroy()
        }
        answer.pipe(res)
      }
      if (safe) forward()
      else void sync().then(forward)
    })
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(502, {
        ...locked,
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '5',
      })
      res.end('Die Seite ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.')
    })
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }

  return Object.assign(passOn, { close: () => agent.destroy() })
}
