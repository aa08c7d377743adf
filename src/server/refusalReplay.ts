import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { metrics } from '@/lib/metrics'

/**
 * The front's memory of rate-limit refusals (issue 32). Every public endpoint counts requests per
 * client address and answers 429 with Retry-After once an address is over its limit; until then
 * each further request would be refused again, but only after Next.js and Payload routed it and
 * the endpoint read its limit, at the same cost as real work. The front remembers such an answer
 * per address, method, endpoint and the headers that shape it, and gives the same bytes back
 * until the Retry-After has passed: before any body is read, without the framework, so a flood
 * of refused requests costs about what a cached page does and never starves page delivery.
 *
 * Past `burst` replays of one refusal in a second, a repeated refusal is answered after
 * `delayMs` (a second): a client that floods over a
 * kept-alive connection sends its next request only after the answer, so 200 connections make
 * 200 requests a second instead of thousands, and the pages and health checks between them are
 * answered at once. Held answers cost a timer each; past `maxHeld` the refusal is answered at
 * once and the connection closed.
 *
 * Only what is safe to repeat is remembered: a 429 under /api with a Retry-After, no cookie and a
 * small body. Bounded in entries and bytes; the oldest leave first.
 */
type Remembered = {
  until: number
  headers: OutgoingHttpHeaders
  body: Buffer
  /** Replays in the current second, for telling a retrying client from a flood. */
  second: number
  replays: number
}

type Options = {
  maxEntries?: number
  maxBytes?: number
  /** The longest refusal kept, whatever Retry-After says. */
  maxSeconds?: number
  /** How long a repeated refusal is held before it is answered. */
  delayMs?: number
  /** Replays a second of one refusal answered at once (a client retrying, a form resent). */
  burst?: number
  /** Answers held at once; beyond, answered without delay and the connection closed. */
  maxHeld?: number
  now?: () => number
}

const MAX_BODY_BYTES = 8 * 1024
/** Set per answer; never repeated from memory. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'retry-after', 'content-length', 'connection'])

export function createRefusalReplay({
  maxEntries = 10_000,
  maxBytes = 8 * 1024 * 1024,
  maxSeconds = 15 * 60,
  delayMs = 1_000,
  burst = 20,
  maxHeld = 2_000,
  now = Date.now,
}: Options = {}) {
  const entries = new Map<string, Remembered>()
  let bytes = 0
  let held = 0
  const sizeOf = (key: string, entry: Remembered) => key.length + entry.body.length + 512

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= sizeOf(key, entry)
  }

  function remember(key: string, entry: Remembered) {
    forget(key)
    entries.set(key, entry)
    bytes += sizeOf(key, entry)
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      forget(oldest)
    }
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },

    /** The refusal remembered for this request, while its Retry-After lasts. */
    recall(req: IncomingMessage): Remembered | null {
      const key = keyOf(req)
      const entry = key === null ? undefined : entries.get(key)
      if (!entry) return null
      if (entry.until <= now()) {
        forget(key!)
        return null
      }
      return entry
    },

    /** Gives a remembered refusal back, before any of the request's body is read. */
    answer(req: IncomingMessage, res: ServerResponse, entry: Remembered) {
      metrics().refusalsReplayed.inc()
      const send = (close: boolean) => {
        if (res.destroyed) return
        res.writeHead(429, {
          ...entry.headers,
          'retry-after': String(Math.max(1, Math.ceil((entry.until - now()) / 1000))),
          'content-length': String(entry.body.length),
          ...(close ? { connection: 'close' } : {}),
        })
        res.end(req.method === 'HEAD' ? undefined : entry.body)
      }
      const second = Math.floor(now() / 1000)
      if (entry.second !== second) [entry.second, entry.replays] = [second, 0]
      entry.replays += 1
      if (delayMs <= 0 || entry.replays <= burst) return send(false)
      if (held >= maxHeld) return send(true)
      held += 1
      const timer = setTimeout(() => send(false), delayMs)
      res.once('close', () => {
        clearTimeout(timer)
        held -= 1
      })
    },

    /** Answers being held right now. */
    get held() {
      return held
    },

    /** Watches what the endpoint answers this request; a refusal to repeat is remembered. */
    watch(req: IncomingMessage, res: ServerResponse) {
      const key = keyOf(req)
      if (key === null) return
      observeRefusal(res, (headers, body) => {
        const seconds = Number(headers['retry-after'])
        if (!Number.isFinite(seconds) || seconds <= 0) return
        const kept: OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(headers))
          if (!PER_ANSWER.has(name) && value !== undefined) kept[name] = value
        const until = now() + Math.min(seconds, maxSeconds) * 1000
        remember(key, { until, headers: kept, body, second: 0, replays: 0 })
      })
    },
  }
}

export type RefusalReplay = ReturnType<typeof createRefusalReplay>

/**
 * Who asked what, and what shapes the answer: the client's address (already resolved from the
 * socket and the trusted proxies), method, endpoint without the query (the limits count per
 * address and endpoint, whatever is asked), and the headers the answer depends on.
 */
function keyOf(req: IncomingMessage): string | null {
  const url = req.url ?? ''
  if (!url.startsWith('/api/')) return null
  const queryAt = url.indexOf('?')
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  const { headers } = req
  return [
    headers['x-forwarded-for'],
    req.method,
    path,
    headers.accept ?? '',
    headers['accept-encoding'] ?? '',
    headers['accept-language'] ?? '',
  ].join('\n')
}

/**
 * Calls `remember` with the headers and body of a 429 with Retry-After and no cookie. Next.js
 * writes its answer through `write` and `end`; they are wrapped for this one response, and only
 * a refusal's bytes are kept.
 */
function observeRefusal(
  res: ServerResponse,
  remember: (headers: OutgoingHttpHeaders, body: Buffer) => void,
) {
  const chunks: Buffer[] = []
  let size = 0
  const refusing = () =>
    res.statusCode === 429 &&
    res.getHeader('retry-after') !== undefined &&
    res.getHeader('set-cookie') === undefined
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (size > MAX_BODY_BYTES || !refusing()) return
    if (typeof chunk === 'string')
      chunk = Buffer.from(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      )
    if (!(chunk instanceof Uint8Array)) return
    chunks.push(Buffer.from(chunk))
    size += chunk.length
  }
  const write = res.write
  const end = res.end
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (args[0] !== undefined && typeof args[0] !== 'function') collect(args[0], args[1])
    if (refusing() && size <= MAX_BODY_BYTES) remember(res.getHeaders(), Buffer.concat(chunks))
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['end']
}
