import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createRefusalReplay, type RefusalReplay } from './refusalReplay'

type Endpoint = (req: IncomingMessage, res: ServerResponse) => void

/** The replay in front of a stand-in endpoint, as the front handler puts it. */
async function serve(replay: RefusalReplay, endpoint: Endpoint) {
  const reached: string[] = []
  const server = http.createServer((req, res) => {
    req.headers['x-forwarded-for'] = req.headers['x-test-client'] ?? '127.0.0.1'
    const remembered = replay.recall(req)
    if (remembered) return replay.answer(req, res, remembered)
    replay.watch(req, res)
    reached.push(`${req.method} ${req.url}`)
    // As Next.js does: headers set one by one before the body is streamed.
    res.setHeader('x-request-id', String(reached.length))
    endpoint(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return { base, reached }
}

const servers: http.Server[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** Refuses every request after the first `allowed`, the way the site's limits answer. */
function limitedEndpoint(allowed: number, extra: Record<string, string> = {}): Endpoint {
  let count = 0
  return (req, res) => {
    req.resume()
    count += 1
    if (count <= allowed) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ status: 'mail_sent' }))
      return
    }
    res.statusCode = 429
    res.setHeader('content-type', 'application/json')
    res.setHeader('retry-after', '30')
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
    res.write('{"code":"rate_limited",')
    res.end('"message":"Too many requests; try again later."}')
  }
}

/**
 * Returns once `condition` holds, polling between turns of the event loop: `vi.waitFor` would
 * move the faked timers on while it polls, and so start the holds it is meant to watch.
 */
async function until(condition: () => boolean) {
  for (let turn = 0; !condition(); turn++) {
    if (turn > 100_000) throw new Error('condition never held')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const post = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', body: 'name=Anna', headers })

describe('the refusal replay', () => {
  it('answers a refused address again from memory, with the same bytes, until Retry-After', async () => {
    let now = 1_000_000
    const replay = createRefusalReplay({ now: () => now, delayMs: 0 })
    const { base, reached } = await serve(replay, limitedEndpoint(1))
    const path = '/api/contact/v1/contact-forms/1/feedback'
    expect((await post(base, path)).status).toBe(200)
    const first = await post(base, path)
    const firstBody = await first.text()
    expect(first.status).toBe(429)
    expect(reached).toHaveLength(2)

    now += 10_000
    const again = await post(base, path)
    expect(again.status).toBe(429)
    expect(await again.text()).toBe(firstBody)
    expect(again.headers.get('retry-after')).toBe('20')
    expect(again.headers.get('content-type')).toBe('application/json')
    // Never the id of the answer it was learnt from.
    expect(again.headers.get('x-request-id')).toBeNull()
    expect(reached).toHaveLength(2)

    now += 20_001
    expect((await post(base, path)).status).toBe(429)
    expect(reached).toHaveLength(3)
  })

  it('keeps addresses, endpoints and the headers that shape an answer apart', async () => {
    const replay = createRefusalReplay({ delayMs: 0 })
    const { base, reached } = await serve(replay, limitedEndpoint(0))
    const path = '/api/shop/cart'
    await post(base, path)
    await post(base, path)
    expect(reached).toHaveLength(1)
    await post(base, path, { 'x-test-client': '203.0.113.9' })
    await post(base, '/api/bookings', {})
    await post(base, path, { accept: 'text/html' })
    await post(base, path, { 'accept-language': 'en' })
    expect(reached).toHaveLength(5)
    // The query is not part of it: the limits count per endpoint.
    await fetch(`${base}/api/search?q=eins`)
    await fetch(`${base}/api/search?q=zwei`)
    expect(reached).toHaveLength(6)
  })

  it('repeats no refusal that sets a cookie, has no Retry-After or lies outside /api', async () => {
    const replay = createRefusalReplay({ delayMs: 0 })
    const withCookie = await serve(replay, limitedEndpoint(0, { 'set-cookie': 'a=b' }))
    await post(withCookie.base, '/api/users/login')
    await post(withCookie.base, '/api/users/login')
    expect(withCookie.reached).toHaveLength(2)

    const noRetry = await serve(replay, (req, res) => {
      req.resume()
      res.statusCode = 429
      res.end('{}')
    })
    await post(noRetry.base, '/api/a')
    await post(noRetry.base, '/api/a')
    expect(noRetry.reached).toHaveLength(2)

    const page = await serve(replay, limitedEndpoint(0))
    await fetch(`${page.base}/kontakt`)
    await fetch(`${page.base}/kontakt`)
    expect(page.reached).toHaveLength(2)
    expect(replay.size).toBe(0)
  })

  it('stays within its bounds, the oldest leaving first', async () => {
    const replay = createRefusalReplay({ maxEntries: 3, delayMs: 0 })
    const { base, reached } = await serve(replay, limitedEndpoint(0))
    for (const client of ['a', 'b', 'c', 'd'])
      await post(base, '/api/x', { 'x-test-client': client })
    expect(replay.size).toBe(3)
    await post(base, '/api/x', { 'x-test-client': 'a' })
    await post(base, '/api/x', { 'x-test-client': 'd' })
    expect(reached).toHaveLength(5)

    const small = createRefusalReplay({ maxBytes: 2_000, delayMs: 0 })
    const second = await serve(small, limitedEndpoint(0))
    for (let i = 0; i < 20; i++) await post(second.base, '/api/x', { 'x-test-client': `c${i}` })
    expect(small.bytes).toBeLessThanOrEqual(2_000)
    expect(small.size).toBeGreaterThan(0)
  })

  it('answers before the body is read, and the connection stays usable', async () => {
    const replay = createRefusalReplay({ delayMs: 0 })
    const { base, reached } = await serve(replay, limitedEndpoint(0))
    await post(base, '/api/x')
    const big = 'x'.repeat(512 * 1024)
    const answers = await Promise.all(
      [1, 2, 3].map(() => fetch(`${base}/api/x`, { method: 'POST', body: big })),
    )
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429])
    expect(reached).toHaveLength(1)
  })

  it('holds a repeated refusal a while, so a flooding connection slows down; past its bound it closes', async () => {
    // The hold is a timer: faked, so „not before 300 ms“ is exact however busy the machine is
    // (sockets and fetch keep their real timers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const replay = createRefusalReplay({ delayMs: 300, maxHeld: 2, burst: 0, now: () => 1_000_000 })
    const { base, reached } = await serve(replay, limitedEndpoint(0))
    await post(base, '/api/x')
    let answered = 0
    const held = [post(base, '/api/x'), post(base, '/api/x')].map((answer) =>
      answer.then((response) => ((answered += 1), response)),
    )
    await until(() => replay.held === 2)
    // A third while two are held: answered at once, and the connection is not kept.
    const third = await post(base, '/api/x')
    expect(third.status).toBe(429)
    expect(third.headers.get('connection')).toBe('close')
    await vi.advanceTimersByTimeAsync(299)
    expect([answered, replay.held]).toEqual([0, 2])
    await vi.advanceTimersByTimeAsync(1)
    const answers = await Promise.all(held)
    expect(answers.map((a) => a.status)).toEqual([429, 429])
    expect(replay.held).toBe(0)
    expect(reached).toHaveLength(1)
  })

  it('answers a client that retries a few times at once; only a flood is held', async () => {
    // One second throughout (its burst never starts afresh), and the hold's timer faked: the
    // three of the burst are answered without any time passing, the fourth is held.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const replay = createRefusalReplay({ delayMs: 1_000, burst: 3, now: () => 1_000_000 })
    const { base } = await serve(replay, limitedEndpoint(0))
    await post(base, '/api/x')
    for (let i = 0; i < 3; i++) expect((await post(base, '/api/x')).status).toBe(429)
    expect(replay.held).toBe(0)
    const flooding = post(base, '/api/x')
    await until(() => replay.held === 1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await flooding).status).toBe(429)
    expect(replay.held).toBe(0)
  })
})
