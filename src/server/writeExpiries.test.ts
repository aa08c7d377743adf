import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseProxyList } from '@/lib/proxies'
import { REVALIDATE_ROUTE } from '@/lib/revalidateToken'

import { appRoutesFrom } from './appRoutes'
import { createFrontHandler } from './frontHandler'
import { PageCache } from './pageCache'
import { createWriteExpiries, type WriteExpiries } from './writeExpiries'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

async function listen(
  handler: (base: string) => (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<string> {
  const server = http.createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const handle = handler(base)
  server.on('request', (req, res) => void handle(req, res))
  return base
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('expiries of a write, repeated at its answer', () => {
  it('expires again, before the answer is written, what the request expired on its way', async () => {
    const events: string[] = []
    let answering: ServerResponse | undefined
    const writes = createWriteExpiries((paths) =>
      events.push(`again ${paths.join(' ')}, head sent: ${answering?.headersSent}`),
    )
    const base = await listen(
      () => (req, res) =>
        writes.run((answering = res), async () => {
          writes.record('/aktionen')
          await tick()
          writes.record('*')
          res.writeHead(200).end('ok')
        }),
    )
    expect((await fetch(`${base}/api/pages/1`, { method: 'PATCH' })).status).toBe(200)
    expect(events).toEqual(['again /aktionen *, head sent: false'])
  })

  it('expires again when the request ends without an answer, and leaves others alone', async () => {
    const again: string[][] = []
    const writes = createWriteExpiries((paths) => again.push(paths))
    let ended!: () => void
    const done = new Promise<void>((resolve) => (ended = resolve))
    let recorded!: () => void
    const saving = new Promise<void>((resolve) => (recorded = resolve))
    const base = await listen(
      () => (req, res) =>
        writes.run(res, async () => {
          if (req.url === '/quiet') return void res.writeHead(204).end()
          writes.record('/termin')
          recorded()
          // The visitor closed the tab mid-save: the work goes on and ends without an answer.
          await new Promise((resolve) => res.once('close', resolve))
          await tick()
          ended()
        }),
    )
    const visitor = http.request(`${base}/api/bookings`, { method: 'POST' })
    visitor.on('error', () => undefined)
    visitor.end()
    await saving
    visitor.destroy()
    expect((await fetch(`${base}/quiet`)).status).toBe(204)
    await done
    await tick()
    expect(again).toEqual([['/termin']])
  })

  it('ignores expiries outside a request (the job queue expires through its own route)', () => {
    const again: string[][] = []
    createWriteExpiries((paths) => again.push(paths)).record('/')
    expect(again).toEqual([])
  })

  it('keeps the requests apart: each expires again only what it expired itself', async () => {
    const again: string[][] = []
    const writes = createWriteExpiries((paths) => again.push(paths))
    const base = await listen(
      () => (req, res) =>
        writes.run(res, async () => {
          const path = `/${req.url!.split('/').pop()}`
          await tick()
          writes.record(path)
          await tick()
          res.writeHead(200).end()
        }),
    )
    await Promise.all(['a', 'b', 'c'].map((name) => fetch(`${base}/api/pages/${name}`)))
    expect(again.map((paths) => paths.join()).sort()).toEqual(['/a', '/b', '/c'])
  })
})

/**
 * The race the owner met: a visitor's request renders the page after the save expired it but
 * before the change was stored, and that old page was kept as the new one.
 */
describe('a page rendered while a save is being stored', () => {
  /** The page's title after the save answered, with the repeat made by `repeat` or without. */
  async function titleAfterSave(repeat: ((cache: PageCache) => WriteExpiries) | null) {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 })
    const writeExpiries = repeat?.(cache)
    let title = 'Aktionen'
    let rendered: () => void = () => undefined
    const base = await listen((origin) =>
      frontWith(cache, writeExpiries, origin, async (req, res) => {
        if (req.method === 'PATCH') {
          // afterChange expires the page (lib/revalidate.ts), then the transaction commits.
          cache.expire('/aktionen')
          writeExpiries?.record('/aktionen')
          const done = new Promise<void>((resolve) => (rendered = resolve))
          await fetch(`${origin}/aktionen`) // a visitor, at this moment
          await done
          title = 'Aktionen im Winter'
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        }
        answerHtml(res, title)
        rendered()
      }),
    )
    expect(await (await fetch(`${base}/aktionen`)).text()).toContain('<h1>Aktionen</h1>')
    expect((await fetch(`${base}/api/pages/1`, { method: 'PATCH' })).status).toBe(200)
    const html = await (await fetch(`${base}/aktionen`)).text()
    return /<h1>(.*)<\/h1>/.exec(html)?.[1]
  }

  it('shows the change at the next request after the save answered', async () => {
    const repeat = (cache: PageCache) =>
      createWriteExpiries((paths) => paths.forEach((path) => cache.expire(path)))
    expect(await titleAfterSave(repeat)).toBe('Aktionen im Winter')
  })

  it('kept the old page as new without the repeat (so the test above can fail)', async () => {
    expect(await titleAfterSave(null)).toBe('Aktionen')
  })

  it('gives the next request a render of its own, not one begun before the save answered', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 })
    const writeExpiries = createWriteExpiries((paths) => paths.forEach((p) => cache.expire(p)))
    let title = 'Aktionen'
    let started: () => void = () => undefined
    const base = await listen((origin) =>
      frontWith(cache, writeExpiries, origin, async (req, res) => {
        if (req.method === 'PATCH') {
          cache.expire('/aktionen')
          writeExpiries.record('/aktionen')
          const visitorStarted = new Promise<void>((resolve) => (started = resolve))
          void fetch(`${origin}/aktionen`) // a visitor, whose render is slow
          await visitorStarted
          title = 'Aktionen im Winter'
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        }
        const seen = title
        started()
        if (seen === 'Aktionen') await new Promise((resolve) => setTimeout(resolve, 300))
        answerHtml(res, seen)
      }),
    )
    expect((await fetch(`${base}/api/pages/1`, { method: 'PATCH' })).status).toBe(200)
    expect(await (await fetch(`${base}/aktionen`)).text()).toContain('<h1>Aktionen im Winter</h1>')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await (await fetch(`${base}/aktionen`)).text()).toContain('<h1>Aktionen im Winter</h1>')
  })

  it('does not repeat what another instance announced (it would go back and forth)', async () => {
    const again: string[][] = []
    const writeExpiries = createWriteExpiries((paths) => again.push(paths))
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 })
    const base = await listen((origin) =>
      frontWith(cache, writeExpiries, origin, async (req, res) => {
        writeExpiries.record('/aktionen')
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      }),
    )
    await fetch(`${base}${REVALIDATE_ROUTE}`, { method: 'POST', body: '{}' })
    expect(again).toEqual([])
    await fetch(`${base}/api/pages/1`, {
      method: 'PATCH',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(again).toEqual([['/aktionen']])
  })
})

function answerHtml(res: ServerResponse, title: string) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=60, stale-while-revalidate',
  })
  res.end(`<!doctype html><html><head></head><body><h1>${title}</h1></body></html>`)
}

function frontWith(
  cache: PageCache,
  writeExpiries: WriteExpiries | undefined,
  origin: string,
  handleNext: Handler,
) {
  return createFrontHandler({
    handleNext,
    origin,
    cache,
    searchCache: new PageCache({ maxEntries: 10, maxBytes: 100_000 }),
    islandFiles: new Map(),
    security: { https: false, services: [] },
    trustedProxies: parseProxyList(''),
    appRoutes: appRoutesFrom({ a: '/[[...slug]]' }),
    writeLog: () => undefined,
    ...(writeExpiries ? { writeExpiries } : {}),
  })
}
