import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { provideService } from '@/contracts/processServices'
import { parseProxyList } from '@/lib/proxies'

import { appRoutesFrom } from './appRoutes'
import { createFrontHandler } from './frontHandler'
import { PageCache } from './pageCache'
import { inlineScriptHashes, LOCKED_POLICY, STANDALONE_PAGE_POLICY } from '@/lib/securityHeaders'

const ICON = Buffer.from('an icon')

const PAGE = (body: string) =>
  `<!doctype html><html><head><script>document.documentElement.dataset.menu="x"</script></head><body>${body}</body></html>`

/** A stand-in for Next.js: pages for known paths, the marked not-found page otherwise. */
function fakeNext(seen: IncomingMessage[], renders: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req)
    const path = (req.url ?? '/').split('?')[0]!
    if (path === '/api/kurze-seite') {
      // As Next.js applies a route handler's headers: never over one already set.
      if (!res.hasHeader('content-security-policy'))
        res.setHeader('content-security-policy', STANDALONE_PAGE_POLICY)
      res.writeHead(409, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><style>h1{color:red}</style><h1>Das hat nicht geklappt</h1>')
      return
    }
    if (path.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null }))
      return
    }
    renders.push(path)
    // A render that never finishes (a database that stopped answering).
    if (path === '/haengt') return new Promise<void>((resolve) => res.on('close', resolve))
    if (path === '/warenkorb') {
      // A page per visitor: it reads the cart cookie, so Next.js marks it private.
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      })
      res.end(PAGE(`<h1>Warenkorb ${req.headers.cookie ?? 'leer'}</h1>`))
      return
    }
    const known = ['/', '/kontakt', '/suche'].includes(path)
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60, stale-while-revalidate',
    })
    res.end(PAGE(known ? `<h1>${path}</h1>` : '<section data-http-status="404">weg</section>'))
  }
}

describe('the front handler', () => {
  const seen: IncomingMessage[] = []
  const renders: string[] = []
  const logLines: string[] = []
  const messages: string[] = []
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    server = http.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const handle = createFrontHandler({
      handleNext: fakeNext(seen, renders),
      origin: base,
      cache: new PageCache({ maxEntries: 100, maxBytes: 1_000_000 }),
      searchCache: new PageCache({ maxEntries: 10, maxBytes: 100_000 }),
      islandFiles: new Map(),
      security: { https: true, services: [{ frame: ['https://www.youtube-nocookie.com'] }] },
      trustedProxies: parseProxyList(''),
      appRoutes: appRoutesFrom({
        a: '/[[...slug]]',
        b: '/suche',
        c: '/api/health',
        d: '/warenkorb',
        e: '/api/[...slug]',
        f: '/sitemap.xml',
      }),
      favicon: { identity: ICON, gzip: ICON, br: ICON },
      writeLog: (line) => logLines.push(line),
      log: (message) => messages.push(message),
      renderTimeoutMs: 300,
    })
    server.on('request', (req, res) => void handle(req, res))
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('replaces a client-sent X-Forwarded-For with the socket address', async () => {
    const response = await fetch(`${base}/api/echo`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' },
    })
    expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1' })
    expect(seen.at(-1)!.headers['x-real-ip']).toBeUndefined()
  })

  it('renders a per-visitor page with that visitor’s cookies and never keeps or shares it', async () => {
    const [anna, ben] = await Promise.all([
      fetch(`${base}/warenkorb`, { headers: { cookie: 'salon_cart=1_-_2_0' } }),
      fetch(`${base}/warenkorb`, { headers: { cookie: 'salon_cart=5_-_1_0' } }),
    ])
    expect(await anna.text()).toContain('Warenkorb salon_cart=1_-_2_0')
    expect(await ben.text()).toContain('Warenkorb salon_cart=5_-_1_0')
    const again = await fetch(`${base}/warenkorb`)
    expect(again.headers.get('x-page-cache')).toBe('MISS')
    expect(await again.text()).toContain('Warenkorb leer')
  })

  it('sends the security headers with every answer and a hash policy with pages', async () => {
    const api = await fetch(`${base}/api/echo`)
    const page = await fetch(`${base}/kontakt`)
    for (const response of [api, page]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    }
    // The id a log line quotes: on what may be logged, not on pages served from memory.
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(page.headers.get('x-request-id')).toBeNull()
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'")
    const policy = page.headers.get('content-security-policy')!
    const [hash] = inlineScriptHashes(await page.text())
    expect(policy).toContain(`script-src 'self' ${hash}`)
    expect(policy.match(/script-src ([^;]*)/)![1]).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('keeps an endpoint’s own policy for its small HTML page, and locks every other API answer', async () => {
    const page = await fetch(`${base}/api/kurze-seite`)
    expect(page.headers.get('content-security-policy')).toBe(STANDALONE_PAGE_POLICY)
    const json = await fetch(`${base}/api/echo`)
    expect(json.headers.get('content-security-policy')).toBe(LOCKED_POLICY)
  })

  it('refuses malformed addresses and unknown methods with 4xx, JSON under /api', async () => {
    const api = await fetch(`${base}/api/%ff`)
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ code: 'bad_path' })
    const page = await fetch(`${base}/kontakt%ff`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Ungültige Adresse')
    const nul = await fetch(`${base}/api/media/file/%00x.jpg`)
    expect(nul.status).toBe(400)
    const root = await fetch(`${base}/api`)
    expect(root.status).toBe(404)
    expect(await root.json()).toMatchObject({ code: 'not_found' })
    const where = await fetch(`${base}/api/pages?where=foo`)
    expect(where.status).toBe(400)
    const trace = await new Promise<number>((resolve) =>
      http.request(`${base}/`, { method: 'TRACE' }, (res) => resolve(res.statusCode!)).end(),
    )
    expect(trace).toBe(405)
  })

  it('answers addresses that are no page with the shared not-found page, rendered once', async () => {
    provideService('pageLookup', (path) => ['/', '/kontakt'].includes(path))
    const before = renders.length
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${base}/gibt-es-nicht-${i}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(await response.text()).toContain('weg')
    }
    expect(renders.length - before).toBeLessThanOrEqual(1)
    // Routes of Next.js's own and addresses that are not canonical still render.
    expect((await fetch(`${base}/suche`)).status).toBe(200)
    expect((await fetch(`${base}/kontakt`)).status).toBe(200)
    provideService('pageLookup', () => undefined)
  })

  it('answers old WordPress addresses on / with their move or 404, never the home page', async () => {
    const asked: string[] = []
    provideService('movedTo', async (address) => {
      asked.push(address)
      return address === '/?p=19' ? '/aktuelles/boot' : null
    })
    const moved = await fetch(`${base}/?p=19&utm_source=feed`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/aktuelles/boot')
    for (const query of [
      '?p=20',
      '?page_id=7',
      '?cat=3',
      '?tag=%C3%A4rger',
      '?feed=rss2',
      '?m=202405',
    ]) {
      const gone = await fetch(`${base}/${query}`, { redirect: 'manual' })
      expect(gone.status, query).toBe(404)
      expect(await gone.text()).toContain('weg')
    }
    // One spelling for the lookup, however the link wrote it.
    expect(asked).toContain('/?tag=%C3%A4rger')
    const search = await fetch(`${base}/?s=Farbe+und+Schnitt`, { redirect: 'manual' })
    expect(search.status).toBe(301)
    expect(search.headers.get('location')).toBe('/suche?s=Farbe%20und%20Schnitt')
    // Any other query is the home page as before.
    expect((await fetch(`${base}/?utm_source=newsletter`)).status).toBe(200)
    provideService('movedTo', async () => {
      throw new Error('database away')
    })
    // The list of moves unreadable: the page as without it, not a false 404.
    expect((await fetch(`${base}/?p=21`)).status).toBe(200)
  })

  it('logs each refusal in one line and stays bounded under a flood', async () => {
    // The tests above were refused some 30 times within the window already.
    await Promise.all(Array.from({ length: 200 }, () => fetch(`${base}/api/%ff`)))
    expect(logLines.length).toBeGreaterThanOrEqual(10)
    expect(logLines.length).toBeLessThanOrEqual(20)
    for (const line of logLines) {
      expect(line).not.toContain('\n')
      expect(JSON.parse(line)).toMatchObject({ msg: 'refused', client: '127.0.0.0' })
    }
    expect(logLines.map((line) => JSON.parse(line).status)).toContain(404)
  })

  it('answers 503 with a log line when a render hangs, and renders the address again later', async () => {
    // Only the render's time limit (300 ms here) answers these: the render itself never ends.
    const [first, second] = await Promise.all([fetch(`${base}/haengt`), fetch(`${base}/haengt`)])
    for (const response of [first, second]) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.text()).toContain('gerade nicht erreichbar')
    }
    // One line per visitor who got the 503, saying why.
    expect(messages).toEqual([
      expect.stringMatching(/^Rendering \/haengt timed out/),
      expect.stringMatching(/^Rendering \/haengt timed out/),
    ])
    const renders503 = renders.filter((path) => path === '/haengt').length
    expect((await fetch(`${base}/haengt`)).status).toBe(503)
    expect(renders.filter((path) => path === '/haengt').length).toBe(renders503 + 1)
    // Other addresses are not held up by the hung one.
    expect((await fetch(`${base}/kontakt`)).status).toBe(200)
  })

  it('answers 304 when the ETag is in the client’s list, weak or not', async () => {
    const etag = (await fetch(`${base}/kontakt`)).headers.get('etag')!
    for (const header of [etag, `"other", W/${etag}`, '*']) {
      const again = await fetch(`${base}/kontakt`, { headers: { 'if-none-match': header } })
      expect(again.status, header).toBe(304)
    }
    expect(
      (await fetch(`${base}/kontakt`, { headers: { 'if-none-match': '"other"' } })).status,
    ).toBe(200)
  })

  it('answers file names nothing serves with the 404 page from memory, never a render each', async () => {
    provideService('pageLookup', (path) => ['/', '/kontakt'].includes(path))
    await fetch(`${base}/gibt-es-nicht`)
    const before = [...seen]
    for (const path of [
      '/wp-login.php',
      '/xmlrpc.php',
      '/.env',
      '/backup.tar.gz',
      '/kontakt/x.txt',
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('x-page-cache')).toBe('NOT-FOUND')
      expect(await response.text()).toContain('weg')
    }
    expect(seen).toEqual(before)
    // A file route of the site's own still reaches Next.js.
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(200)
    expect(seen.length).toBe(before.length + 1)
    provideService('pageLookup', () => undefined)
  })

  it('answers /favicon.ico with the site icon from memory', async () => {
    const response = await fetch(`${base}/favicon.ico`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/x-icon')
    expect(Buffer.from(await response.arrayBuffer()).equals(ICON)).toBe(true)
  })

  it('refuses unreadable API bodies before any handler sees them', async () => {
    const before = seen.length
    const noBoundary = await fetch(`${base}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x=1',
    })
    expect(noBoundary.status).toBe(400)
    expect(await noBoundary.json()).toMatchObject({ code: 'bad_body' })
    const text = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x=1',
    })
    expect(text.status).toBe(415)
    expect(await text.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(seen.length).toBe(before)
    // The site's own endpoints read forms and answer for themselves.
    const own = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x=1',
    })
    expect(own.status).toBe(200)
  })
})
