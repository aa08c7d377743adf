import http, { type IncomingMessage } from 'node:http'

import { commonHeaders, LOCKED_POLICY } from '@/lib/securityHeaders'

import type { FrontCounts } from './frontCounts'
import { createPassOn } from './frontPassOn'
import { type CachedPage, PageCache } from './pageCache'
import { pageHeaders, writePage } from './pageWrite'
import { checkRequest } from './requestGuard'
import { isDraftRequest, isPublicPageRequest, PLAIN_PATH } from './requestKind'
import { SEARCH_PATH } from './searchPath'

/** What the main thread tells the front worker (frontThread.ts), in the order it happened. */
export type ToFront =
  | { type: 'page'; key: string; page: CachedPage }
  | { type: 'expire'; path: string }
  | { type: 'synced'; id: number }
  | { type: 'stop' }

/** What the front worker tells the main thread. */
export type FromFront =
  | { type: 'listening' }
  | { type: 'sync'; id: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string }

export type FrontOptions = {
  /** The main thread's own server (127.0.0.1 and a port of the system's choosing). */
  upstream: { host: string; port: number }
  /** Proves to the main thread that a request's peer address is the worker's word. */
  token: string
  /** The site's one address (SERVER_URL's host): other names go to the main thread. */
  canonicalHost: string
  /** The build's draft-mode id (requestKind.ts). */
  previewModeId?: string
  https: boolean
  counts: FrontCounts
  limits: { maxEntries: number; maxBytes: number }
  /** Resolves once the main thread has sent everything it posted before (its expiries). */
  sync: () => Promise<void>
}

/**
 * The front worker's server (frontWorker.ts runs it in a thread of its own): it answers cached
 * public pages from its copy of the main thread's page cache and passes every other request to
 * the main thread unchanged, with the client's address. Why a thread: Next.js keeps an
 * `AsyncLocalStorage` active and a 500 MB heap in its thread, which cost a cached answer there
 * 25-45 % against a plain Node server (docs/performance.md); here neither exists.
 *
 * It answers only what the main thread would answer from its cache the same way: GET or HEAD of
 * a plain path on the site's own address, a request the guard lets through, a public page not in
 * draft mode, a page of status 200 the main thread has cached (and told it of). Everything else,
 * including every refusal, redirect, search and 404, is the main thread's.
 */
export function createFrontServer(options: FrontOptions) {
  const { counts, previewModeId, token } = options
  const cache = new PageCache(options.limits)
  const common = commonHeaders({ https: options.https })
  const headersOf = pageHeaders(common)
  const locked = { ...common, 'content-security-policy': LOCKED_POLICY }
  const noId = () => ''
  let stopping = false
  let open = 0
  let onIdle: (() => void) | undefined

  function cachedPage(req: IncomingMessage): CachedPage | undefined {
    const { method, url = '' } = req
    if (method !== 'GET' && method !== 'HEAD') return undefined
    if (!PLAIN_PATH.test(url) || url === SEARCH_PATH) return undefined
    const host = req.headers.host?.toLowerCase()
    if (host && host !== options.canonicalHost) return undefined
    if (!isPublicPageRequest(method, url, isDraftRequest(req.headers, previewModeId)))
      return undefined
    if (checkRequest(method, url, req.headers)) return undefined
    const page = cache.get(url)
    return page?.status === 200 ? page : undefined
  }

  const passOn = createPassOn({ ...options.upstream, token, sync: options.sync, locked })

  const server = http.createServer((req, res) => {
    if (stopping) {
      res.writeHead(503, { ...locked, connection: 'close', 'retry-after': '5' }).end()
      return
    }
    let page: CachedPage | undefined
    try {
      page = cachedPage(req)
    } catch {
      // Whatever the checks could not read is the main thread's to answer, as it always was.
    }
    if (page) {
      const sent = writePage(req, res, headersOf(page, noId), page, 'HIT')
      counts.add(sent ? 'page 200' : 'page 304')
      if (sent) counts.add('HIT')
      return
    }
    open += 1
    res.on('close', () => {
      open -= 1
      if (open === 0) onIdle?.()
    })
    passOn(req, res)
  })
  // As the main thread's server (main.ts): an idle connection is closed by the client or the
  // proxy in front, never by us at the moment it sends the next request on it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000

  return {
    server,
    cache,
    /** A message of the main thread, in the order it sent them. */
    receive(message: ToFront) {
      if (message.type === 'page') cache.set(message.key, message.page, cache.currentGeneration)
      else if (message.type === 'expire') cache.expire(message.path)
    },
    /**
     * Stops accepting connections, answers 503 on those still open and resolves once every
     * request passed on has been answered.
     */
    stop(): Promise<void> {
      stopping = true
      server.close()
      server.closeIdleConnections()
      return new Promise((resolve) => {
        const done = () => {
          passOn.close()
          resolve()
        }
        if (open === 0) done()
        else onIdle = done
      })
    },
  }
}
export type FrontServer = ReturnType<typeof createFrontServer>
