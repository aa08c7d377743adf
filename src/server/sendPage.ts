import type { IncomingMessage, ServerResponse } from 'node:http'

import { countPageAnswer } from '@/lib/metrics'

import { type Encoding, preferredEncoding } from './encode'
import type { CachedPage } from './pageCache'

/** Answers from memory: a cached page or an island file, in the encoding the client takes. */

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

/** Sends a cached page with its merged headers and the cache state (`x-page-cache`). */
export const pageAnswerer =
  (headersOf: ReturnType<typeof pageHeaders>) =>
  (req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string, id: () => string) =>
    sendPage(req, res, headersOf(page, id), page, state)

function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  pageHeaders: Record<string, string>,
  page: CachedPage,
  state: string,
) {
  const headers = pageHeaders
  // `fresh` would do this and the date headers; pages here carry only a strong ETag of their
  // own, so a match is one in the list the client sent (weak or not, RFC 9110 §13.1.2) or `*`.
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  send(req, res, page.status, headers, page, state)
}

/** The full headers of a body's answer, kept with the body: most answers repeat the last one. */
const answerHeaders = new WeakMap<
  Buffer,
  { source: Record<string, string>; state: string; headers: Record<string, string> }
>()

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bodies: Record<Encoding, Buffer>,
  state: string,
) {
  countPageAnswer(state)
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
