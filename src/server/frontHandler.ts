import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { ISLANDS_PUBLIC_PATH } from '@/lib/islands'
import { type ProxyList, resolveClientAddress } from '@/lib/proxies'
import { REVALIDATE_ROUTE } from '@/lib/revalidateToken'
import {
  commonHeaders,
  frameworkPolicy,
  LOCKED_POLICY,
  type PolicyOptions,
} from '@/lib/securityHeaders'

import type { AppRoutes } from './appRoutes'
import { answerCanonical, type CanonicalAnswer } from './canonicalHost'
import { FAVICON_HEADERS, FAVICON_PATH } from './favicon'
import { createFloodGuard } from './floodGuard'
import type { PageCache } from './pageCache'
import { createPageRenderer, RENDER_HEADER } from './pageRenderer'
import { type Address, createPageServer } from './pageServer'
import { stylePrunerFor } from './pruneStyles'
import { createRefusalReplay, type RefusalReplay } from './refusalReplay'
import { refuse } from './refuse'
import { checkBody, checkRequest } from './requestGuard'
import { isFrameworkPage, isPublicPageRequest, isStrayFile } from './requestKind'
import { pageAnswerer, pageHeaders, send } from './sendPage'
import { ISLAND_HEADERS, type StaticFile } from './staticIslands'
import { createVisits, type Visit } from './visit'
import type { WriteExpiries } from './writeExpiries'
import { createWriteGate, type WriteGate } from './writeGate'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

type Options = {
  handleNext: NextHandler
  /** Where this process's own server answers (the render requests go there). */
  origin: string
  /**
   * Applies what other instances expired (lib/sharedExpiry.ts) before a page is answered;
   * nothing to wait for (no Redis) is `undefined`, so a cached page is answered at once.
   */
  beforePage?: () => Promise<void> | undefined
  cache: PageCache
  /** Results pages of the site search, apart so a flood of queries cannot evict pages. */
  searchCache: PageCache
  islandFiles: Map<string, StaticFile>
  /** The site icon as `/favicon.ico` (favicon.ts); without it the address is a stray file. */
  favicon?: StaticFile
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

type MemoryFile = { file: StaticFile; headers: Record<string, string> }

/** A path of letters, digits, `-`, `_` and `/` only is its own canonical form. */
const PLAIN_PATH = /^\/[\w\-/]*$/

/** Path and query as URL would normalise them; parsed only when there is anything to normalise. */
const addressOf = (rawUrl: string): Address =>
  PLAIN_PATH.test(rawUrl) ? { pathname: rawUrl, search: '' } : new URL(`http://front${rawUrl}`)

/**
 * The front of every request. Public pages are rendered once by Next.js (asked over the loopback
 * with a per-process secret), stripped of the client runtime, compressed, cached in memory and
 * answered from there; everything else (admin, API, assets, editors' previews) goes to Next.js
 * untouched. Island chunks and the icon are answered from memory. A cached page is written in
 * the same turn its request arrived: `handle` returns a promise only when something is awaited.
 */
export function createFrontHandler(options: Options) {
  const { handleNext, beforePage, islandFiles, favicon, security, trustedProxies } = options
  const { appRoutes, canonicalHost, writeLog = (line) => console.error(line) } = options
  const visits = createVisits(writeLog)
  const token = crypto.randomBytes(24).toString('hex')
  const common = commonHeaders(security)
  const framework = frameworkPolicy(security)
  const memoryFiles = memoryFilesOf(islandFiles, favicon, common)

  const renderOnce = createPageRenderer({
    origin: options.origin,
    token,
    cache: options.cache,
    security,
    timeoutMs: options.renderTimeoutMs,
    pruneStyles: stylePrunerFor([...islandFiles.values()]),
  })
  const passOn = nextWithExpiries(handleNext, options.writeExpiries)
  const answerFromCache = pageAnswerer(pageHeaders(common))
  const answer = (visit: Visit, page: Parameters<typeof answerFromCache>[2], state: string) =>
    answerFromCache(visit.req, visit.res, page, state, () => visit.id)
  const withBase = baseHeaderSetter(common)
  const { cache, searchCache, log } = options
  const { answered, track } = visits
  const pages = createPageServer({
    cache,
    searchCache,
    renderOnce,
    appRoutes,
    answer,
    answered,
    track,
    withBase,
    log,
  })
  const guardFlood = createFloodGuard({
    refusals: options.refusals ?? createRefusalReplay(),
    writes: options.writes ?? createWriteGate(),
  })

  const toNext = (visit: Visit, pathname: string) => {
    const framed = isFrameworkPage(pathname, visit.req.headers)
    visits.track(visit)
    withBase(visit.res, visit, framed ? framework : LOCKED_POLICY, {
      // An endpoint's own small HTML answer (a refusal without JavaScript) brings its own policy.
      answerMaySet: pathname.startsWith('/api/'),
    })
    return passOn(visit.req, visit.res, pathname)
  }

  async function answerApi(visit: Visit, pathname: string): Promise<void> {
    const { req, res } = visit
    const based = (policy: string) => withBase(res, visit, policy)
    visits.track(visit)
    const unreadable = checkBody(req.method, pathname, req.headers, appRoutes.isOwnEndpoint)
    if (unreadable) based(LOCKED_POLICY)
    if (unreadable) return refuse(req, res, unreadable, true)
    if (await guardFlood(req, res, based)) return
    return toNext(visit, pathname)
  }

  return function handle(req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
    const rawUrl = req.url ?? '/'
    if (req.headers[RENDER_HEADER] === token) return handleNext(req, res)
    const visit = visits.start(req, res, rawUrl)
    adoptClientAddress(req, trustedProxies)
    const refusal = checkRequest(req.method, rawUrl, req.headers)
    const canonical =
      !refusal && canonicalHost?.(req.method, req.headers.host, rawUrl, req.headers.origin)
    if (refusal || canonical) {
      visits.track(visit)
      withBase(res, visit, LOCKED_POLICY)
      if (refusal) return refuse(req, res, refusal, rawUrl.startsWith('/api'))
      answerCanonical(req, res, canonical as CanonicalAnswer)
      return
    }
    if (!rawUrl.startsWith('/')) return toNext(visit, '/')
    const url = addressOf(rawUrl)
    if (rawUrl.startsWith('/api/')) return answerApi(visit, url.pathname)
    const memory =
      req.method === 'GET' || req.method === 'HEAD' ? memoryFiles.get(url.pathname) : undefined
    if (memory) {
      send(req, res, 200, memory.headers, memory.file, 'STATIC')
      visits.answered(visit)
      return
    }
    if (!isPublicPageRequest(req.method, url.pathname, req.headers)) {
      if (isStrayFile(req.method, url.pathname, appRoutes.isFileRoute)) return pages.notFound(visit)
      return toNext(visit, url.pathname)
    }
    const pending = beforePage?.()
    return pending ? pending.then(() => pages.page(visit, url)) : pages.page(visit, url)
  }
}

/** Island chunks and the icon, with every header of their answer. */
function memoryFilesOf(
  islandFiles: Map<string, StaticFile>,
  favicon: StaticFile | undefined,
  common: Record<string, string>,
): Map<string, MemoryFile> {
  const locked = { ...common, 'content-security-policy': LOCKED_POLICY }
  const files = new Map<string, MemoryFile>()
  for (const [name, file] of islandFiles)
    files.set(ISLANDS_PUBLIC_PATH + name, { file, headers: { ...locked, ...ISLAND_HEADERS } })
  if (favicon)
    files.set(FAVICON_PATH, { file: favicon, headers: { ...locked, ...FAVICON_HEADERS } })
  return files
}

/**
 * Pages and memory files write the common headers with the answer in one go (the hot path);
 * they are set on the response only before Next.js or a refusal answers.
 */
function baseHeaderSetter(common: Record<string, string>) {
  return (
    res: ServerResponse,
    visit: Visit,
    policy: string,
    { answerMaySet = false }: { answerMaySet?: boolean } = {},
  ) => {
    res.setHeader('x-request-id', visit.id)
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value)
    // Next.js never replaces a header already set on the response (send-response.js), so a route
    // handler's own policy only applies when ours is put in at the head, where it has none.
    if (answerMaySet) defaultHeaderAtHead(res, 'content-security-policy', policy)
    else res.setHeader('content-security-policy', policy)
  }
}

/** Sets `name` just before the head is written, unless the answer set it by then. */
function defaultHeaderAtHead(res: ServerResponse, name: string, value: string) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!res.hasHeader(name)) res.setHeader(name, value)
    return writeHead.apply(this, args)
  } as typeof writeHead
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
