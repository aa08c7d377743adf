import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { ISLANDS_PUBLIC_PATH } from '@/lib/islands'
import { metrics, routeKind } from '@/lib/metrics'
import { processService } from '@/contracts/processServices'
import { type ProxyList, resolveClientAddress } from '@/lib/proxies'
import { REVALIDATE_ROUTE } from '@/lib/revalidateToken'
import {
  commonHeaders,
  frameworkPolicy,
  LOCKED_POLICY,
  type PolicyOptions,
} from '@/lib/securityHeaders'

import type { AppRoutes } from './appRoutes'
import type { PageCache } from './pageCache'
import { stylePrunerFor } from './pruneStyles'
import { createPageRenderer, pageOf, type Rendered, RENDER_HEADER } from './pageRenderer'
import { answerCanonical, type CanonicalAnswer } from './canonicalHost'
import { refuse } from './refuse'
import { createFloodGuard } from './floodGuard'
import { createRefusalReplay, type RefusalReplay } from './refusalReplay'
import { createWriteGate, type WriteGate } from './writeGate'
import { pageAnswerer, pageHeaders, send } from './sendPage'
import { checkRequest } from './requestGuard'
import { isFrameworkPage, isPublicPageRequest } from './requestKind'
import { createRequestLog } from './requestLog'
import { createSearchPages, SEARCH_PATH } from './searchPage'
import { ISLAND_HEADERS, type StaticFile } from './staticIslands'
import type { WriteExpiries } from './writeExpiries'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

type Options = {
  handleNext: NextHandler
  /** Where this process's own server answers (the render requests go there). */
  origin: string
  /** Applies what other instances expired (lib/sharedExpiry.ts) before a page is answered. */
  beforePage?: () => Promise<void>
  cache: PageCache
  /** Results pages of the site search, apart so a flood of queries cannot evict pages. */
  searchCache: PageCache
  islandFiles: Map<string, StaticFile>
  /** https or not, and the hosts of the consent services (securityHeaders.ts). */
  security: PolicyOptions
  /** Whose X-Forwarded-For is believed; everyone else is their socket address. */
  trustedProxies: ProxyList
  /** Routes of Next.js's own; every other page address is a page of the CMS or missing. */
  appRoutes: AppRoutes
  log?: (message: string) => void
  /** Sends other names of the site to its one address (canonicalHost.ts). */
  canonicalHost?: (
    method: string | undefined,
    host: string | undefined,
    rawUrl: string,
    origin?: string,
  ) => CanonicalAnswer | null
  /** Where the one-line request log (refusals, failures) goes. */
  writeLog?: (line: string) => void
  /** How long a render may take before the visitor gets a 503 (pageRenderer.ts). */
  renderTimeoutMs?: number
  /** Rate-limit refusals answered again from memory (refusalReplay.ts). */
  refusals?: RefusalReplay
  /** How many writes of one address run in Next.js at once (writeGate.ts). */
  writes?: WriteGate
  /** Expires again, at a request's answer, what it expired while Next.js handled it. */
  writeExpiries?: WriteExpiries
}

/** Rendered once and answered for every address that is no page (not a page path itself). */
const NOT_FOUND_KEY = '/_nicht-gefunden'

/**
 * The front of every request. Public pages are rendered once by Next.js (asked over the loopback
 * with a per-process secret), stripped of the client runtime, compressed, cached in memory and
 * answered from there; everything else (admin, API, assets, editors' previews) goes to Next.js
 * untouched. Island chunks are answered from memory.
 */
export function createFrontHandler({
  handleNext,
  origin,
  beforePage,
  cache,
  searchCache,
  islandFiles,
  security,
  trustedProxies,
  appRoutes,
  log,
  canonicalHost,
  writeLog = (line) => console.error(line),
  renderTimeoutMs,
  refusals = createRefusalReplay(),
  writes = createWriteGate(),
  writeExpiries,
}: Options) {
  const requestLog = createRequestLog({ write: writeLog })
  const token = crypto.randomBytes(24).toString('hex')
  const common = commonHeaders(security)
  const framework = frameworkPolicy(security)
  const islandHeaders = { ...common, ...ISLAND_HEADERS, 'content-security-policy': LOCKED_POLICY }
  const renderOnce = createPageRenderer({
    origin,
    token,
    cache,
    security,
    timeoutMs: renderTimeoutMs,
    pruneStyles: stylePrunerFor([...islandFiles.values()]),
  })

  const passOn = nextWithExpiries(handleNext, writeExpiries)
  const answerPage = pageAnswerer(pageHeaders(common))
  const searchPages = createSearchPages({
    cache: searchCache,
    renderShell: async () => {
      const rendered = await renderOnce(SEARCH_PATH)
      return rendered.kind === 'page' ? rendered.page : null
    },
  })

  const servePage = createPageServer({ cache, renderOnce, appRoutes, answerPage, log })
  const guardFlood = createFloodGuard({ refusals, writes })

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/'
    if (req.headers[RENDER_HEADER] === token) return handleNext(req, res)
    const id = crypto.randomUUID()
    // Pages and islands from memory write these with the answer in one go (the hot path); they
    // are set on the response only before Next.js or a refusal answers.
    const withBase = (policy: string) => {
      res.setHeader('x-request-id', id)
      for (const [name, value] of Object.entries(common)) res.setHeader(name, value)
      // Next.js's answers keep it unless they set their own (a page of its own sets HTML's).
      res.setHeader('content-security-policy', policy)
    }
    adoptClientAddress(req, trustedProxies)
    const started = performance.now()
    res.once('finish', () => {
      const path = rawUrl.split('?')[0]!
      requestLog({
        id,
        method: req.method ?? '',
        path,
        status: res.statusCode,
        client: String(req.headers['x-forwarded-for']),
      })
      countRequest(path, res.statusCode, started)
    })
    const refusal = checkRequest(req.method, rawUrl, req.headers)
    if (refusal) {
      withBase(LOCKED_POLICY)
      return refuse(req, res, refusal, rawUrl.startsWith('/api'))
    }
    const canonical = canonicalHost?.(req.method, req.headers.host, rawUrl, req.headers.origin)
    if (canonical) {
      withBase(LOCKED_POLICY)
      return answerCanonical(req, res, canonical)
    }
    const url = new URL(`http://front${rawUrl.startsWith('/') ? rawUrl : '/'}`)
    const toNext = () => {
      withBase(isFrameworkPage(url.pathname, req.headers) ? framework : LOCKED_POLICY)
      return passOn(req, res, url.pathname)
    }
    if (!rawUrl.startsWith('/')) return toNext()
    if (rawUrl.startsWith('/api/') && (await guardFlood(req, res, withBase))) return
    if (url.pathname.startsWith(ISLANDS_PUBLIC_PATH)) {
      const file = islandFiles.get(url.pathname.slice(ISLANDS_PUBLIC_PATH.length))
      if (file && (req.method === 'GET' || req.method === 'HEAD')) {
        return send(req, res, 200, islandHeaders, file, 'STATIC')
      }
      return toNext()
    }
    if (!isPublicPageRequest(req.method, url.pathname, req.headers)) return toNext()
    await beforePage?.()

    if (url.pathname === SEARCH_PATH) {
      const answered = await searchPages(url).catch((error: unknown) => {
        log?.(`Search page failed: ${error instanceof Error ? error.message : error}`)
        return null
      })
      if (answered) return answerPage(req, res, answered.page, answered.state, id)
    }

    return servePage(req, res, url, id, withBase)
  }
}

/**
 * Hands a request to Next.js so that the pages it expires are expired again at its answer
 * (writeExpiries.ts); not what other instances announced, applied through that route: repeated,
 * it would be announced back.
 */
function nextWithExpiries(handleNext: NextHandler, writeExpiries: WriteExpiries | undefined) {
  return (req: IncomingMessage, res: ServerResponse, pathname: string) =>
    !writeExpiries || pathname === REVALIDATE_ROUTE
      ? handleNext(req, res)
      : writeExpiries.run(res, () => handleNext(req, res))
}

/** A public page: from memory, else rendered once; an address that is no page gets the 404. */
function createPageServer({
  cache,
  renderOnce,
  appRoutes,
  answerPage,
  log,
}: {
  cache: PageCache
  renderOnce: (key: string, cookie?: string) => Promise<Rendered>
  appRoutes: AppRoutes
  answerPage: ReturnType<typeof pageAnswerer>
  log?: (message: string) => void
}) {
  return async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    id: string,
    withBase: (policy: string) => void,
  ): Promise<void> {
    const key = url.pathname + url.search
    const hit = cache.get(key)
    if (hit) return answerPage(req, res, hit, 'HIT', id)
    let rendered: Rendered
    try {
      if (isNoPage(url.pathname, appRoutes)) {
        const page = cache.get(NOT_FOUND_KEY) ?? pageOf(await renderOnce(NOT_FOUND_KEY))
        if (page?.status === 404) return answerPage(req, res, page, 'NOT-FOUND', id)
      }
      rendered = await renderOnce(key, req.headers.cookie)
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed'
      log?.(
        `Rendering ${url.pathname} ${reason}: ${error instanceof Error ? error.message : error}`,
      )
      withBase(LOCKED_POLICY)
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
      res.end('Die Seite ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.')
      return
    }
    if (rendered.kind === 'page') return answerPage(req, res, rendered.page, 'MISS', id)
    withBase(LOCKED_POLICY)
    res.writeHead(rendered.status, rendered.headers)
    res.end(req.method === 'HEAD' ? undefined : rendered.body)
  }
}

/** Known to be no page: the lookup is ready, the path is in canonical form and not a route. */
function isNoPage(pathname: string, appRoutes: AppRoutes): boolean {
  const lookup = processService('pageLookup')
  if (!lookup || (pathname !== '/' && pathname.endsWith('/'))) return false
  if (appRoutes.isAppRoute(pathname)) return false
  return lookup(decodeURIComponent(pathname)) === false
}

/**
 * Everything behind the front (rate limits, the consent log) reads the client's address from
 * X-Forwarded-For: it then holds the one address resolved from the socket and the trusted
 * proxies, never what a client wrote.
 */
function adoptClientAddress(req: IncomingMessage, trustedProxies: ProxyList) {
  req.headers['x-forwarded-for'] = resolveClientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  if (req.headers['x-real-ip'] !== undefined) delete req.headers['x-real-ip']
}

/** Requests by route kind and status, and how long they took (GET /api/metrics). */
function countRequest(path: string, status: number, started: number) {
  const kind = routeKind(path)
  const { requests, latency } = metrics()
  requests.inc({ kind, status: String(status) })
  latency.observe({ kind }, (performance.now() - started) / 1000)
}
