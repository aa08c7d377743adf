import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { ISLANDS_PUBLIC_PATH } from '@/lib/islands'
import type { ProxyList } from '@/lib/proxies'
import { REVALIDATE_ROUTE } from '@/lib/revalidateToken'
import {
  commonHeaders,
  frameworkPolicy,
  LOCKED_POLICY,
  type PolicyOptions,
} from '@/lib/securityHeaders'

import type { AppRoutes } from './appRoutes'
import { baseHeaderSetter } from './baseHeaders'
import { answerCanonical, type CanonicalAnswer } from './canonicalHost'
import { adoptClientAddress } from './clientAddress'
import { FAVICON_HEADERS, FAVICON_PATH } from './favicon'
import { createFloodGuard } from './floodGuard'
import type { PageCache } from './pageCache'
import { createPageRenderer, RENDER_HEADER } from './pageRenderer'
import { type Address, createPageServer } from './pageServer'
import { stylePrunerFor } from './pruneStyles'
import { createRefusalReplay, type RefusalReplay } from './refusalReplay'
import { refuse } from './refuse'
import { checkBody, checkRequest } from './requestGuard'
import {
  isDraftRequest,
  isFrameworkPage,
  isPublicPageRequest,
  isStrayFile,
  PLAIN_PATH,
} from './requestKind'
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
  /**
   * The build's draft-mode id (`.next/prerender-manifest.json`): a draft cookie counts only with
   * this value. Undefined in development, where the cookie's presence is enough.
   */
  previewModeId?: string
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
  /** The front worker's token: its word for a request's peer address counts (clientAddress.ts). */
  frontToken?: string
}

/** What a step of `handle` did: `null` when the request is not its own. */
type StepResult = Promise<void> | undefined | null

type MemoryFile = { file: StaticFile; headers: Record<string, string> }

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
  const {
    handleNext,
    beforePage,
    trustedProxies,
    appRoutes,
    canonicalHost,
    previewModeId,
    frontToken,
  } = options
  const { visits, token, framework, memoryFiles, passOn, withBase, pages, guardFlood } =
    frontParts(options)

  const toNext = (visit: Visit, pathname: string) => {
    const framed = isFrameworkPage(pathname, isDraftRequest(visit.req.headers, previewModeId))
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

  /** A refused request, or one for another name of the site; `null`: neither. */
  function refuseOrRedirect(visit: Visit, rawUrl: string): StepResult {
    const { req, res } = visit
    const refusal = checkRequest(req.method, rawUrl, req.headers)
    const canonical =
      !refusal && canonicalHost?.(req.method, req.headers.host, rawUrl, req.headers.origin)
    if (!refusal && !canonical) return null
    visits.track(visit)
    withBase(res, visit, LOCKED_POLICY)
    if (refusal) return refuse(req, res, refusal, rawUrl.startsWith('/api'))
    answerCanonical(req, res, canonical as CanonicalAnswer)
    return undefined
  }

  /** An island chunk or the icon, from memory; `null`: not one of them. */
  function answerFromMemory(visit: Visit, pathname: string): StepResult {
    const { req, res } = visit
    const memory =
      req.method === 'GET' || req.method === 'HEAD' ? memoryFiles.get(pathname) : undefined
    if (!memory) return null
    send(req, res, 200, memory.headers, memory.file, 'STATIC')
    visits.answered(visit)
    return undefined
  }

  /** Admin, assets and Next.js's own routes; a stray file address is a 404 of ours. */
  const answerOther = (visit: Visit, pathname: string) =>
    isStrayFile(visit.req.method, pathname, appRoutes.isFileRoute)
      ? pages.notFound(visit)
      : toNext(visit, pathname)

  /** A public page, from the cache or rendered once, after what other instances expired. */
  function answerPage(visit: Visit, url: Address) {
    const pending = beforePage?.()
    return pending ? pending.then(() => pages.page(visit, url)) : pages.page(visit, url)
  }

  return function handle(req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
    const rawUrl = req.url ?? '/'
    if (req.headers[RENDER_HEADER] === token) return handleNext(req, res)
    const visit = visits.start(req, res, rawUrl)
    adoptClientAddress(req, trustedProxies, frontToken)
    const guarded = refuseOrRedirect(visit, rawUrl)
    if (guarded !== null) return guarded
    if (!rawUrl.startsWith('/')) return toNext(visit, '/')
    const url = addressOf(rawUrl)
    if (rawUrl.startsWith('/api/')) return answerApi(visit, url.pathname)
    const fromMemory = answerFromMemory(visit, url.pathname)
    if (fromMemory !== null) return fromMemory
    return isPublicPageRequest(req.method, url.pathname, isDraftRequest(req.headers, previewModeId))
      ? answerPage(visit, url)
      : answerOther(visit, url.pathname)
  }
}

/** The parts `handle` uses, each made once per server from the options. */
function frontParts(options: Options) {
  const { handleNext, islandFiles, favicon, security, appRoutes } = options
  const visits = createVisits(options.writeLog ?? ((line) => console.error(line)))
  const token = crypto.randomBytes(24).toString('hex')
  const common = commonHeaders(security)
  const renderOnce = createPageRenderer({
    origin: options.origin,
    token,
    cache: options.cache,
    security,
    timeoutMs: options.renderTimeoutMs,
    pruneStyles: stylePrunerFor([...islandFiles.values()]),
  })
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
  return {
    visits,
    token,
    framework: frameworkPolicy(security),
    memoryFiles: memoryFilesOf(islandFiles, favicon, common),
    passOn: nextWithExpiries(handleNext, options.writeExpiries),
    withBase,
    pages,
    guardFlood,
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
