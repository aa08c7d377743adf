import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { ISLANDS_PUBLIC_PATH } from '@/lib/islands'
import { NOT_FOUND_MARKER } from '@/lib/notFound'

import { compressBoth, type Encoding, preferredEncoding } from './encode'
import type { CachedPage, PageCache } from './pageCache'
import { isPublicPageRequest, isShareable } from './requestKind'
import { createSearchPages, SEARCH_PATH } from './searchPage'
import { ISLAND_HEADERS, type StaticFile } from './staticIslands'
import { stripRuntime } from './stripRuntime'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

type Options = {
  handleNext: NextHandler
  /** Where this process's own server answers (the render requests go there). */
  origin: string
  cache: PageCache
  /** Results pages of the site search, apart so a flood of queries cannot evict pages. */
  searchCache: PageCache
  islandFiles: Map<string, StaticFile>
  log?: (message: string) => void
}

type Rendered =
  | { kind: 'page'; page: CachedPage }
  | { kind: 'raw'; status: number; headers: Record<string, string>; body: Buffer }

/** Marks the front server's own requests for a page's raw rendering (a secret per process). */
const RENDER_HEADER = 'x-salon-render'
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * The front of every request. Public pages are rendered once by Next.js (asked over the loopback
 * with a per-process secret), stripped of the client runtime, compressed, cached in memory and
 * answered from there; everything else (admin, API, assets, editors' previews) goes to Next.js
 * untouched. Island chunks are answered from memory.
 */
export function createFrontHandler({
  handleNext,
  origin,
  cache,
  searchCache,
  islandFiles,
  log,
}: Options) {
  const token = crypto.randomBytes(24).toString('hex')
  const inflight = new Map<string, Promise<Rendered>>()

  async function render(key: string): Promise<Rendered> {
    const startedIn = cache.currentGeneration
    const response = await fetch(`${origin}${key}`, {
      headers: { [RENDER_HEADER]: token, 'accept-encoding': 'identity' },
      redirect: 'manual',
    })
    const body = Buffer.from(await response.arrayBuffer())
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/html')) {
      return { kind: 'raw', status: response.status, headers: passable(response.headers), body }
    }
    const html = stripRuntime(body.toString('utf8'))
    const identity = Buffer.from(html)
    const page: CachedPage = {
      status: html.includes(NOT_FOUND_MARKER) ? 404 : response.status,
      headers: {
        'content-type': type,
        'cache-control': response.headers.get('cache-control') ?? 'no-store',
      },
      etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      ...(await compressBoth(identity)),
    }
    if (isShareable(response.status, response.headers)) cache.set(key, page, startedIn)
    return { kind: 'page', page }
  }

  function renderOnce(key: string): Promise<Rendered> {
    let pending = inflight.get(key)
    if (!pending) {
      pending = render(key).finally(() => inflight.delete(key))
      inflight.set(key, pending)
    }
    return pending
  }

  const searchPages = createSearchPages({
    cache: searchCache,
    renderShell: async () => {
      const rendered = await renderOnce(SEARCH_PATH)
      return rendered.kind === 'page' ? rendered.page : null
    },
  })

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/'
    if (req.headers[RENDER_HEADER] === token || !rawUrl.startsWith('/')) {
      return handleNext(req, res)
    }
    const url = new URL(`http://front${rawUrl}`)
    if (url.pathname.startsWith(ISLANDS_PUBLIC_PATH)) {
      const file = islandFiles.get(url.pathname.slice(ISLANDS_PUBLIC_PATH.length))
      if (file && (req.method === 'GET' || req.method === 'HEAD')) {
        return send(req, res, 200, ISLAND_HEADERS, file, 'STATIC')
      }
      return handleNext(req, res)
    }
    if (!isPublicPageRequest(req.method, url.pathname, req.headers)) return handleNext(req, res)

    if (url.pathname === SEARCH_PATH) {
      const answered = await searchPages(url).catch((error: unknown) => {
        log?.(`Search page failed: ${error instanceof Error ? error.message : error}`)
        return null
      })
      if (answered) return sendPage(req, res, answered.page, answered.state)
    }

    const key = url.pathname + url.search
    const hit = cache.get(key)
    if (hit) return sendPage(req, res, hit, 'HIT')
    let rendered: Rendered
    try {
      rendered = await renderOnce(key)
    } catch (error) {
      log?.(`Rendering ${url.pathname} failed: ${error instanceof Error ? error.message : error}`)
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
      res.end('Die Seite ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.')
      return
    }
    if (rendered.kind === 'page') return sendPage(req, res, rendered.page, 'MISS')
    res.writeHead(rendered.status, rendered.headers)
    res.end(req.method === 'HEAD' ? undefined : rendered.body)
  }
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string) {
  const headers = { ...page.headers, etag: page.etag }
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  send(req, res, page.status, headers, page, state)
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bodies: Record<Encoding, Buffer>,
  state: string,
) {
  const encoding = preferredEncoding(req.headers['accept-encoding'] as string | undefined)
  const body = bodies[encoding]
  res.writeHead(status, {
    ...headers,
    vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(body.length),
    'x-page-cache': state,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

function passable(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') result[name] = value
  })
  return result
}
