import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import next from 'next'

import { env } from '@/lib/env'
import { ISLANDS_DIR } from '@/lib/islandAssets'
import { expireThroughOwnRoute, REVALIDATE_ROUTE } from '@/lib/revalidateToken'
import { commonHeaders } from '@/lib/securityHeaders'
import { announceExpiry, createExpiryFollower } from '@/lib/sharedExpiry'

import { processService, provideService } from '@/contracts/processServices'

import { ALL_ROUTES, appRoutesFrom } from './appRoutes'
import { createCanonicalHost } from './canonicalHost'
import { loadFavicon } from './favicon'
import { createFrontHandler } from './frontHandler'
import { createFrontThread } from './frontThread'
import { RENDER_HEADER } from './pageRenderer'
import { PageCache } from './pageCache'
import { bothMirrors, createPageFiles } from './pageFiles'
import { serviceSources } from './serviceSources'
import { loadIslandFiles } from './staticIslands'
import { createWriteExpiries } from './writeExpiries'
import { clock } from '@/lib/clock'

/**
 * The server of `npm start` and of `npm run dev`: one process serving admin, API and public pages.
 * Next.js handles the requests; the front handler keeps rendered public pages, without the client
 * runtime, in memory. SIGTERM and SIGINT stop accepting connections, let open requests finish
 * and exit with 0.
 *
 * In development (`npm run dev`, NODE_ENV=development) the same path serves every page, so what
 * works in development works in production: Next.js compiles on demand with hot reload (the
 * admin updates in place; a public page shows a change on reload, as it has no client runtime),
 * nothing is cached, and islands come from disk as `build-islands --watch` rewrites them.
 */
// Not `http-terminator`: it stops listening at once, and a page rendered on a miss is asked of
// this same server over the loopback, so the server must keep answering those while it refuses
// new visitors (below).
const SHUTDOWN_GRACE_MS = 8_000
let stopping = false
const CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 128 * 1024 * 1024 }
const SEARCH_CACHE_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 }

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
// Render requests go to this same server over the loopback when it listens there.
const loopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host) ? '127.0.0.1' : host

const config = env()
const dev = process.env.NODE_ENV === 'development'
// Webpack, in development as in the build (scripts/build.mjs): Turbopack gives every route handler
// its own copy of the modules they share, Payload's included, and a process that has served them
// all holds 22 copies of a 10 MB chunk (issue 32, docs/performance.md).
const app = next({ dev, dir: process.cwd(), hostname: host, port, webpack: true })
await app.prepare()
const NOTHING = { maxEntries: 0, maxBytes: 0 }
const security = { https: config.serverUrl.startsWith('https:'), services: serviceSources(config) }
// Behind nginx (PAGE_CACHE_DIR): every kept page as files nginx serves itself (pageFiles.ts).
const pageFiles =
  config.pageCacheDir && !dev
    ? createPageFiles({ dir: config.pageCacheDir, common: commonHeaders(security) })
    : undefined
// The front worker (frontServer.ts): the public port in a thread of its own, answering cached
// pages without this thread's framework; not in development (nothing is cached) and not with
// Redis (every page first catches up with other instances' expiries, below).
const front = !dev && !config.redisUrl && config.frontWorker ? createFrontThread() : undefined
const cache = new PageCache(
  dev ? NOTHING : { ...CACHE_LIMITS, mirror: bothMirrors(pageFiles, front?.mirror) },
)
const searchCache = new PageCache(dev ? NOTHING : SEARCH_CACHE_LIMITS)
const expireCached = (pagePath: string) => {
  cache.expire(pagePath)
  searchCache.expire(pagePath)
}
// Requests being answered. A page rendered on a miss asks this same server over the loopback,
// so on SIGTERM the server keeps listening until they are done and only refuses new visitors.
let open = 0
const answering = {} as { handle?: ReturnType<typeof createFrontHandler> }
const server = http.createServer((req, res) => {
  const { handle } = answering
  if (!handle || (stopping && req.headers[RENDER_HEADER] === undefined)) {
    res.writeHead(503, { connection: 'close', 'retry-after': '5' }).end()
    return
  }
  open += 1
  res.on('close', () => {
    open -= 1
    if (stopping && open === 0) finish()
  })
  try {
    handle(req, res)?.catch(failed(res))
  } catch (error) {
    failed(res)(error)
  }
})
// With the front worker this server listens on the loopback alone, at a port of the system's
// choosing, for the worker and its own render requests.
const internal = front ? await listenOn(server, 0, '127.0.0.1') : undefined
const origin = internal
  ? `http://127.0.0.1:${internal}`
  : `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`
// Once a write's change is stored (writeExpiries.ts), every copy that may hold the old content is
// expired again: the front cache at once; Next.js's own copy through its route, as a render that
// read the content before the commit and was stored after Next.js applied the first expiry looks
// fresh to Next.js (the full suite once showed the old opening hours on /kontakt after a save);
// the route also tells the listeners (site aliases, search) what they read before the commit.
// The other instances were told before the change was stored (lib/revalidate.ts) and may have
// rendered the old content since: they are told again as well.
const writeExpiries = createWriteExpiries((paths) => {
  paths.forEach(expireCached)
  void expireThroughOwnRoute(origin, config.payloadSecret, paths).then(
    (response) => {
      if (!response.ok) console.error(`${REVALIDATE_ROUTE} answered ${response.status} again`)
    },
    (error: unknown) =>
      console.error(`Could not expire ${paths.join(', ')} again: ${String(error)}`),
  )
  void announceExpiry(config.redisUrl, paths).catch((error: unknown) =>
    console.error(`Could not announce ${paths.join(', ')} again: ${String(error)}`),
  )
})
provideService('expirePage', (pagePath) => {
  expireCached(pagePath)
  writeExpiries.record(pagePath)
})

// Paths another instance expired (REDIS_URL): Next.js's cache of this process is expired through
// its own route, which also empties the front cache and tells the page list and search index.
const follower = createExpiryFollower(config.redisUrl, async (paths) => {
  const response = await expireThroughOwnRoute(origin, config.payloadSecret, paths)
  if (!response.ok) throw new Error(`${REVALIDATE_ROUTE} answered ${response.status}`)
})

// A draft cookie must carry the build's id, as Next.js checks it (requestKind.ts).
const previewModeId = dev
  ? undefined
  : (
      JSON.parse(await fs.readFile(path.resolve('.next/prerender-manifest.json'), 'utf8')) as {
        preview: { previewModeId: string }
      }
    ).preview.previewModeId

answering.handle = createFrontHandler({
  handleNext: app.getRequestHandler(),
  origin,
  // Without Redis there is nothing to catch up with: a cached page is answered at once.
  beforePage: config.redisUrl ? follower.catchUp : undefined,
  cache,
  searchCache,
  // In development Next.js serves public/islands/ from disk, as the watcher rewrites it.
  islandFiles: dev ? new Map() : await loadIslandFiles(path.resolve(ISLANDS_DIR)),
  favicon: await loadFavicon(path.resolve('src/app/(site)/icon.png')),
  security,
  trustedProxies: config.trustedProxies,
  writeExpiries,
  frontToken: front?.token,
  previewModeId,
  // Only a build lists its routes; in development every address is rendered.
  appRoutes: dev
    ? ALL_ROUTES
    : appRoutesFrom(
        JSON.parse(await fs.readFile(path.resolve('.next/app-path-routes-manifest.json'), 'utf8')),
      ),
  log: (message) => console.error(message),
  // Next.js compiles a page on its first request in development, which may take half a minute.
  ...(dev ? { renderTimeoutMs: 120_000 } : {}),
  canonicalHost: createCanonicalHost({
    serverUrl: config.serverUrl,
    aliases: () => [...config.siteAliases, ...(processService('siteAliases') ?? [])],
  }),
})

/** One line: the request log adds the request id and path of the 500 it becomes. */
const failed = (res: http.ServerResponse) => (error: unknown) => {
  console.error(
    JSON.stringify({
      time: clock.now().toISOString(),
      level: 'error',
      msg: 'request failed in the front server',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  )
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
  res.end()
}

// An idle keep-alive connection is closed by the client or the proxy in front, never by us at
// the moment it sends the next request on it (Node's 5 s default: a client that reuses the
// connection just then reads ECONNRESET, and nginx answers 502). Longer than nginx's 60 s.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Hot reload: the admin's connection to Next.js's development server.
if (dev) {
  const upgrade = app.getUpgradeHandler()
  server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head))
}
const ready = () => {
  console.log(`Ready on http://${host}:${port}${dev ? ' (development)' : ''}`)
  // Behind nginx, the home page at once: its file and the include of the page files' headers
  // are there before a deployment reloads nginx, not only after the first visitor.
  if (pageFiles)
    void fetch(`${origin}/`).then(
      (answer) => answer.body?.cancel(),
      () => {},
    )
}
if (front) {
  await front.start({
    file: new URL('./salon-front.mjs', import.meta.url),
    listen: { port, host },
    upstream: { host: '127.0.0.1', port: internal! },
    canonicalHost: new URL(config.serverUrl).host,
    previewModeId,
    https: security.https,
    limits: CACHE_LIMITS,
  })
  ready()
} else server.listen(port, host, ready)

// The front worker's public port closes first; this server finishes what it passed on.
let frontOpen = Boolean(front)
let finished = false
const finish = () => {
  if (finished || frontOpen) return
  finished = true
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
const stop = () => {
  if (stopping) return
  stopping = true
  server.closeIdleConnections()
  void front?.stop().then(() => {
    frontOpen = false
    if (open === 0) finish()
  })
  if (open === 0) finish()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, SHUTDOWN_GRACE_MS).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

/** Listens and resolves with the port (the system's choice for 0). */
function listenOn(target: http.Server, onPort: number, onHost: string): Promise<number> {
  return new Promise((resolve, reject) => {
    target.once('error', reject)
    target.listen(onPort, onHost, () => {
      target.off('error', reject)
      resolve((target.address() as AddressInfo).port)
    })
  })
}
