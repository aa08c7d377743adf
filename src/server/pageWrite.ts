import type { IncomingMessage, ServerResponse } from 'node:http'

import { type Encoding, preferredEncoding } from './encode'
import type { CachedPage } from './pageCache'

/**
 * Writing answers from memory (a cached page, an island file) in the encoding the client takes,
 * without counting them: the main thread counts through `sendPage.ts`, the front worker
 * (frontServer.ts) in memory it shares with the main thread, and a worker must not load the
 * metrics registry for that.
 */

/** A page's headers with the common ones, merged once per cached page, not per request. */
export function pageHeaders(common: Record<string, string>) {
  const merged = new WeakMap<CachedPage, Record<string, string>>()
  return (page: CachedPage, id: () => string): Record<string, string> => {
    let headers = merged.get(page)
    if (!headers) {
      headers = { ...common, ...page.headers, etag: page.etag }
      merged.set(page, headers)
    }
    // Only answers that are logged (404s) carry the id a log line quotes.
    return page.status < 400 ? headers : { ...headers, 'x-request-id': id() }
  }
}

/**
 * Writes a cached page with its merged headers and the cache state (`x-page-cache`), or a 304
 * when the client holds it already; true when the page itself was sent.
 */
export function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  page: CachedPage,
  state: string,
): boolean {
  // `fresh` would do this and the date headers; pages here carry only a strong ETag of their
  // own, so a match is one in the list the client sent (weak or not, RFC 9110 §13.1.2) or `*`.
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers)
    res.end()
    return false
  }
  writeBodies(req, res, page.status, headers, page, state)
  return true
}

/** The full headers of a body's answer, kept with the body: most answers repeat the last one. */
const answerHeaders = new WeakMap<
  Buffer,
  { source: Record<string, string>; state: string; headers: Record<string, string> }
>()

export function writeBodies(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bodies: Record<Encoding, Buffer>,
  state: string,
) {
  const encoding = preferredEncoding(req.headers['accept-encoding'] as string | undefined)
  const body = bodies[encoding]
  let kept = answerHeaders.get(body)
  if (kept?.source !== headers || kept.state !== state) {
    kept = {
      source: headers,
      state,
      headers: {
        ...headers,
        vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': String(body.length),
        'x-page-cache': state,
      },
    }
    answerHeaders.set(body, kept)
  }
  res.writeHead(status, kept.headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
