import crypto from 'node:crypto'
import http from 'node:http'

import { unknownPaths } from '../scripts/lib/load-bench.mjs'
import { revalidateToken } from '../src/lib/revalidateToken'
import { fuzzCases, type FuzzCase } from './fuzzCases'
import { restFuzzCases } from './restFuzzCases'
import { observatoryScore, securityHeadersGrade } from './securityGrade'
import { adminHeaders, DEMO_PAGES, expect, test } from './support'

const BASE = 'http://127.0.0.1:3210'
const INTERNAL_ADDRESS = /\b(?:127\.0\.0\.1|localhost|\[::1\]):\d{2,5}\b/
/** Addresses pages may name: the site itself and the map and video stand-ins of the tests. */
const PUBLIC_ORIGINS = [BASE, 'http://127.0.0.1:3290']
const withoutPublicOrigins = (text: string) =>
  PUBLIC_ORIGINS.reduce((rest, origin) => rest.replaceAll(origin, ''), text)

test('every demo page, the admin and the API send headers graded A or better', async ({ page }) => {
  const paths = [
    ...DEMO_PAGES.map((demo) => demo.path),
    '/suche?s=Balayage',
    '/gibt-es-nicht',
    '/admin/login',
    '/api/pages?limit=1',
    '/api/health',
  ]
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  for (const path of paths) {
    const response = await page.goto(path)
    const headers = await response!.allHeaders()
    const byHeaders = securityHeadersGrade(headers, false)
    const byObservatory = observatoryScore(headers, false)
    expect(byHeaders.grade, `${path}: missing ${byHeaders.missing}`).toMatch(/^A/)
    expect(byObservatory.score, `${path}: ${byObservatory.notes}`).toBeGreaterThanOrEqual(90)
    // The id a log line quotes: on what may be logged (404s, API answers), not on cached pages.
    if (response!.status() >= 400 || path.startsWith('/api'))
      expect(headers['x-request-id']).toBeTruthy()
  }
  // The policy is strict and nothing the site itself needs is blocked by it.
  await page.goto('/admin')
  await expect(page.getByRole('button', { name: /anmelden|login/i }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('public pages allow only their own inline scripts, by hash', async ({ request }) => {
  const response = await request.get('/kontakt')
  const policy = response.headers()['content-security-policy']!
  const scripts = policy.match(/script-src ([^;]+)/)![1]!
  expect(scripts).not.toContain('unsafe-inline')
  const html = await response.text()
  for (const [, body] of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const hash = crypto.createHash('sha256').update(body!).digest('base64')
    expect(scripts).toContain(`'sha256-${hash}'`)
  }
})

test('no fixed fallback secret: a token derived from the old one is refused', async ({
  request,
}) => {
  const oldSecret = 'dev-only-secret-change-me-in-production'
  const token = revalidateToken(oldSecret)
  const forged = await request.post('/next/revalidate', {
    headers: { authorization: `Bearer ${token}` },
    data: { paths: ['/'] },
  })
  expect(forged.status()).toBe(401)
})

test('a client-sent X-Forwarded-For is not believed: the consent log keeps the real address', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '6.6.6.6' } })
  const page = await context.newPage()
  await page.goto('/impressum')
  const logged = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/consent',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Alle ablehnen' }).click()
  expect((await logged).status()).toBe(200)
  await context.close()
  const entries = await request.get('/api/consent-log?sort=-createdAt&limit=1', {
    headers: adminHeaders(),
  })
  expect((await entries.json()).docs[0].ipPrefix).toBe('127.0.0.0')
})

type Sent = FuzzCase & { headers?: Record<string, string> }

/** One request over `agent` from 127.0.0.2 (its own rate limits); status 0 when it failed. */
function sendWith(agent: http.Agent) {
  return ({ method, path, body, contentType, cookie, headers = {} }: Sent) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const req = http.request(
        `${BASE}${path}`,
        {
          method,
          agent,
          // Its own client address: the rate limits it runs into are not the other tests'.
          localAddress: '127.0.0.2',
          headers: {
            ...headers,
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, body: text }))
        },
      )
      req.on('error', (error) => resolve({ status: 0, body: String(error) }))
      req.end(body)
    })
}

/**
 * Sends every case, `parallel` at a time; the failures: a 5xx, no answer, a stack trace, an
 * internal address.
 */
async function fuzz(cases: Sent[], parallel = 6): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel })
  const send = sendWith(agent)
  const failures: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cases.length) {
        const one = cases[next++]!
        const { status, body } = await send(one)
        if (
          status === 0 ||
          status >= 500 ||
          /\n\s+at \S+ \(|node:internal|\.js:\d+:\d+/.test(body) ||
          // An address of the server's own (the loopback port Next.js listens on) is internal.
          INTERNAL_ADDRESS.test(withoutPublicOrigins(body))
        )
          failures.push(
            `${status} ${one.method} ${one.path} ${one.cookie ?? ''} ${body.slice(0, 120)}`,
          )
      }
    }),
  )
  agent.destroy()
  return failures
}

test('2,000 malformed requests across the public endpoints: no 5xx, no stack trace', async () => {
  test.setTimeout(180_000)
  expect(await fuzz(fuzzCases(2_000))).toEqual([])
})

test('5,000 generated requests over every REST route of every collection and global: no 5xx', async () => {
  test.setTimeout(300_000)
  const admin = adminHeaders()
  const cases = restFuzzCases(5_000).map((one) => ({
    ...one,
    headers:
      one.sender === 'admin'
        ? admin
        : one.sender === 'forged'
          ? { authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.x' }
          : {},
  }))
  // Three at a time: the other worker's tests share the server meanwhile.
  expect(await fuzz(cases, 3)).toEqual([])
})

test('a flood of unknown addresses is answered with 404s and leaves cached pages answering', async () => {
  test.setTimeout(60_000)
  // The bench's scenario, shorter. How fast is the bench's to say (npm run bench runs it for
  // 20 s on a quiet machine and reports the figures): here the other tests share the machine,
  // and a wall-clock limit failed whenever they were busy (issue 57).
  const figures = await unknownPaths(BASE, 4, 50)
  expect(figures['not 404']).toBe(0)
  expect(figures['req/s']).toBeGreaterThan(0)
})

test('file names nothing serves get a real 404 from memory, and /favicon.ico the icon', async ({
  request,
}) => {
  for (const path of ['/wp-login.php', '/xmlrpc.php', '/.env', '/foo.txt', '/backup.tar.gz']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(answer.headers()['x-page-cache'], path).toBe('NOT-FOUND')
    expect(await answer.text()).toContain('Seite nicht gefunden')
  }
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/x-icon')
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
  // The site's own file routes still answer.
  expect((await request.get('/sitemap.xml')).status()).toBe(200)
  expect((await request.get('/robots.txt')).status()).toBe(200)
})

test('bodies the API cannot read get 400 or 415 on every collection, signed in or not', async ({
  request,
}) => {
  const collections = ['pages', 'media', 'orders', 'form-attachments', 'customers', 'appointments']
  const paths = [...collections.map((slug) => `/api/${slug}`), '/api/users/login']
  const failures: string[] = []
  for (const headers of [{}, adminHeaders()])
    for (const path of paths)
      for (const [contentType, expected] of [
        ['multipart/form-data', 400],
        ['text/plain', 415],
      ] as const) {
        const answer = await request.post(path, {
          headers: { ...headers, 'content-type': contentType },
          data: 'x=1',
        })
        const body = (await answer.json()) as { code?: string; message?: string }
        if (answer.status() !== expected || !body.code || !body.message)
          failures.push(`${path} ${contentType} ${answer.status()} ${JSON.stringify(body)}`)
      }
  expect(failures).toEqual([])
  // The admin's relationship and upload fields read with a POST whose body is the query.
  const read = await request.post('/api/staff-members', {
    headers: {
      ...adminHeaders(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-payload-http-method-override': 'GET',
    },
    data: 'limit=5&depth=0',
  })
  expect(read.status()).toBe(200)
  expect(((await read.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
})
