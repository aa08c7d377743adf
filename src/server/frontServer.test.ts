import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseProxyList } from '@/lib/proxies'

import { appRoutesFrom } from './appRoutes'
import { FRONT_PEER_HEADER } from './clientAddress'
import { createFrontCounts } from './frontCounts'
import { createFrontHandler } from './frontHandler'
import { createFrontServer, type FrontServer } from './frontServer'
import { frontMirror } from './frontThread'
import { PageCache } from './pageCache'

const TOKEN = 'a-token-of-this-test-only-0123456789'
/** The site's address: every request here names it, but one that names another. */
const SITE = 'salon.test'

/** A request naming the site (`fetch` cannot set Host), its redirects not followed. */
function fetch(
  address: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(address)
  return new Promise<Response>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        headers: { host: SITE, ...init.headers },
      },
      async (answer) => {
        const chunks: Buffer[] = []
        for await (const chunk of answer) chunks.push(chunk as Buffer)
        const headers = new Headers()
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          headers.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!)
        const status = answer.statusCode!
        resolve(new Response(status === 304 ? null : Buffer.concat(chunks), { status, headers }))
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}

/** A stand-in for Next.js: the page named by its path, and an echo of what reached it. */
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!
  if (path.startsWith('/api/')) {
    const body: Buffer[] = []
    for await (const chunk of req) body.push(chunk as Buffer)
    res.writeHead(path === '/api/neu' ? 201 : 200, {
      'content-type': 'application/json',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
    })
    res.end(
      JSON.stringify({
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        peerHeader: req.headers[FRONT_PEER_HEADER] ?? null,
        body: Buffer.concat(body).toString(),
      }),
    )
    return
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=60, stale-while-revalidate',
  })
  res.end(`<!doctype html><html><head></head><body><h1>${path}</h1></body></html>`)
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

/**
 * The front worker's server in front of the real front handler, in one thread: what the
 * worker answers itself must be what the main thread would have answered from its cache.
 */
describe('the front worker', () => {
  const counts = createFrontCounts()
  const reachedMain: string[] = []
  let releaseSync: (() => void) | undefined
  let holdSync = false
  let main: http.Server
  let mainBase = ''
  let front: FrontServer
  let base = ''
  let cache: PageCache

  beforeAll(async () => {
    main = http.createServer()
    const mainPort = await listen(main)
    mainBase = `http://127.0.0.1:${mainPort}`
    front = createFrontServer({
      upstream: { host: '127.0.0.1', port: mainPort },
      token: TOKEN,
      canonicalHost: SITE,
      https: false,
      counts,
      limits: { maxEntries: 100, maxBytes: 1_000_000 },
      sync: () =>
        holdSync ? new Promise<void>((resolve) => (releaseSync = resolve)) : Promise.resolve(),
    })
    base = `http://127.0.0.1:${await listen(front.server)}`
    cache = new PageCache({
      maxEntries: 100,
      maxBytes: 1_000_000,
      mirror: frontMirror((message) => front.receive(message)),
    })
    const handle = createFrontHandler({
      handleNext: fakeNext,
      origin: mainBase,
      cache,
      searchCache: new PageCache({ maxEntries: 10, maxBytes: 100_000 }),
      islandFiles: new Map(),
      security: { https: false, services: [] },
      trustedProxies: parseProxyList(''),
      appRoutes: appRoutesFrom({ a: '/[[...slug]]', b: '/api/[...slug]' }),
      frontToken: TOKEN,
      writeLog: () => {},
      log: () => {},
    })
    main.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers['x-salon-render'] === undefined) reachedMain.push(`${req.method} ${req.url}`)
      void handle(req, res)
    })
  })
  afterAll(async () => {
    await front.stop()
    await new Promise((resolve) => main.close(resolve))
  })

  /** The worker's own answers and what reached the main thread, for one step. */
  async function step(run: () => Promise<Response>) {
    counts.drain()
    reachedMain.length = 0
    const response = await run()
    const body = await response.text()
    return { response, body, reachedMain: [...reachedMain], counted: counts.drain() }
  }
  const counted = (list: ReturnType<typeof counts.drain>) =>
    Object.fromEntries(list.map(({ labels, n }) => [Object.values(labels).join(' '), n]))

  it('answers a page the main thread cached itself, with the same headers, and counts it', async () => {
    const first = await step(() => fetch(`${base}/kontakt`))
    expect(first.response.headers.get('x-page-cache')).toBe('MISS')
    expect(first.reachedMain).toEqual(['GET /kontakt'])

    const second = await step(() => fetch(`${base}/kontakt`))
    expect(second.reachedMain).toEqual([])
    expect(second.response.headers.get('x-page-cache')).toBe('HIT')
    expect(second.body).toBe(first.body)
    for (const name of ['content-security-policy', 'etag', 'x-content-type-options', 'vary'])
      expect(second.response.headers.get(name)).toBe(first.response.headers.get(name))
    expect(counted(second.counted)).toEqual({ 'page 200': 1, 'page 304': 0, HIT: 1 })

    const unchanged = await step(() =>
      fetch(`${base}/kontakt`, {
        headers: { 'if-none-match': first.response.headers.get('etag')! },
      }),
    )
    expect(unchanged.response.status).toBe(304)
    expect(unchanged.reachedMain).toEqual([])
    expect(counted(unchanged.counted)).toEqual({ 'page 200': 0, 'page 304': 1, HIT: 0 })
  })

  it('passes on what it may not answer alike: a query, a draft, another name, an API', async () => {
    await fetch(`${base}/`)
    for (const [address, init] of [
      ['/?s=farbe', {}],
      ['/', { headers: { cookie: '__prerender_bypass=made-up' } }],
      ['/', { headers: { host: 'localhost:1' } }],
      ['/api/echo', {}],
    ] as const) {
      const { reachedMain: reached } = await step(() => fetch(`${base}${address}`, init))
      expect(reached, address).toHaveLength(1)
    }
  })

  it('tells the main thread the client address, which no client can forge', async () => {
    const { body } = await step(() =>
      fetch(`${base}/api/echo`, {
        headers: { 'x-forwarded-for': '6.6.6.6', [FRONT_PEER_HEADER]: 'guess 6.6.6.6' },
      }),
    )
    expect(JSON.parse(body)).toMatchObject({ forwardedFor: '127.0.0.1', peerHeader: null })
    // Straight to the main thread's port, a made-up token counts for nothing.
    const direct = await globalThis.fetch(`${mainBase}/api/echo`, {
      headers: { [FRONT_PEER_HEADER]: 'not-the-token 6.6.6.6' },
    })
    expect(await direct.json()).toMatchObject({ forwardedFor: '127.0.0.1', peerHeader: null })
  })

  it('streams a body on and the answer back with its status and every header', async () => {
    const response = await fetch(`${base}/api/neu`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify('x'.repeat(300_000)),
    })
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect((await response.json()).body).toHaveLength(300_002)
  })

  it('answers a write only after the main thread’s expiries before it reached its cache', async () => {
    holdSync = true
    let answered = false
    const write = fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((response) => {
      answered = true
      return response
    })
    await expect.poll(() => releaseSync).toBeDefined()
    expect(answered).toBe(false)
    holdSync = false
    releaseSync!()
    expect((await write).status).toBe(200)
  })

  it('forgets a page the main thread expired, and every page on „*“', async () => {
    await fetch(`${base}/preise`)
    expect((await step(() => fetch(`${base}/preise`))).reachedMain).toEqual([])
    cache.expire('/preise')
    const after = await step(() => fetch(`${base}/preise`))
    expect(after.reachedMain).toEqual(['GET /preise'])
    expect(after.response.headers.get('x-page-cache')).toBe('MISS')
    cache.expire('*')
    expect((await step(() => fetch(`${base}/preise`))).reachedMain).toEqual(['GET /preise'])
  })

  it('stays up through requests Node takes in and its client would not send on', async () => {
    const port = Number(new URL(base).port)
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text, 'latin1'))
        let answer = ''
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
        socket.on('close', () => resolve(answer))
        socket.on('error', () => resolve(answer))
      })
    for (const request of [
      'GET /api/echo HTTP/1.1\r\nHost: salon.test\r\nX-A: a\x7fb\r\nConnection: close\r\n\r\n',
      'GET /\xe4\xf6 HTTP/1.1\r\nHost: salon.test\r\nConnection: close\r\n\r\n',
      'GET /api/echo HTTP/1.1\r\nHost: salon.test\r\nX-B: \xff\xfe\r\nConnection: close\r\n\r\n',
    ]) {
      const status = Number((await raw(request)).split(' ')[1])
      expect(status, JSON.stringify(request)).toBeGreaterThanOrEqual(200)
      expect(status, JSON.stringify(request)).toBeLessThan(500)
    }
    expect((await fetch(`${base}/kontakt`)).status).toBe(200)
  })

  it('says the site is unavailable, in German, when the main thread does not answer', async () => {
    const lost = createFrontServer({
      upstream: { host: '127.0.0.1', port: 9 },
      token: TOKEN,
      canonicalHost: '',
      https: false,
      counts: createFrontCounts(),
      limits: { maxEntries: 1, maxBytes: 1 },
      sync: () => Promise.resolve(),
    })
    const port = await listen(lost.server)
    const response = await fetch(`http://127.0.0.1:${port}/kontakt`)
    expect(response.status).toBe(502)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await response.text()).toContain('Bitte versuchen Sie es gleich noch einmal')
    await lost.stop()
  })
})
