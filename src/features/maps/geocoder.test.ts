import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createGeocoder } from './geocoder.server'

/** A Nominatim stand-in: answers 429 `busy` times per address first, and logs every request. */
let server: http.Server
let base = ''
const log: Array<{ q: string; at: number; agent: string; format: string }> = []
const busy = new Map<string, number>()

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand.in')
    const q = url.searchParams.get('q') ?? ''
    log.push({
      q,
      at: performance.now(),
      agent: String(request.headers['user-agent']),
      format: url.searchParams.get('format') ?? '',
    })
    const left = busy.get(q) ?? 0
    if (left > 0) {
      busy.set(q, left - 1)
      response.writeHead(429).end()
    } else if (q.includes('Nirgendwo')) response.writeHead(200).end('[]')
    else if (q.includes('Kaputt')) response.writeHead(500).end('oops')
    else
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ lat: '52.5025', lon: '13.3978', display_name: `${q}, Berlin` }]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`
})
afterAll(() => server.close())

describe('geocoder', () => {
  it('asks with a named User-Agent and reads the first hit', async () => {
    const geocoder = createGeocoder({
      url: base,
      userAgent: 'Salon/1.0 (+https://salon.example)',
      minIntervalMs: 0,
    })
    const result = await geocoder.geocode('Lindenstraße 12, 10969 Berlin')
    expect(result).toEqual({
      ok: true,
      latitude: 52.5025,
      longitude: 13.3978,
      displayName: 'Lindenstraße 12, 10969 Berlin, Berlin',
    })
    expect(log.at(-1)).toMatchObject({
      agent: 'Salon/1.0 (+https://salon.example)',
      format: 'jsonv2',
    })
  })

  it('retries the same address over the query limit with 10, 11, 12 ms', async () => {
    busy.set('Überlastet 1', 3)
    const waits: number[] = []
    const geocoder = createGeocoder({
      url: base,
      userAgent: 'test',
      minIntervalMs: 0,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
    const result = await geocoder.geocode('Überlastet 1')
    expect(result.ok).toBe(true)
    expect(waits).toEqual([10, 11, 12])
    expect(log.filter((entry) => entry.q === 'Überlastet 1')).toHaveLength(4)
  })

  it('gives up after the bounded number of retries with a German note', async () => {
    busy.set('Überlastet 2', 100)
    const geocoder = createGeocoder({
      url: base,
      userAgent: 'test',
      minIntervalMs: 0,
      maxRetries: 4,
      sleep: async () => {},
    })
    const result = await geocoder.geocode('Überlastet 2')
    expect(result).toMatchObject({ ok: false, reason: 'over_limit' })
    expect(log.filter((entry) => entry.q === 'Überlastet 2')).toHaveLength(5)
  })

  it('reports an unknown address and an unreachable service in German', async () => {
    const geocoder = createGeocoder({ url: base, userAgent: 'test', minIntervalMs: 0 })
    expect(await geocoder.geocode('Nirgendwo 1')).toMatchObject({
      ok: false,
      reason: 'not_found',
      message: expect.stringContaining('nicht gefunden'),
    })
    expect(await geocoder.geocode('Kaputt 1')).toMatchObject({ ok: false, reason: 'unavailable' })
    const offline = createGeocoder({
      url: 'http://127.0.0.1:9/search',
      userAgent: 'test',
      minIntervalMs: 0,
    })
    expect(await offline.geocode('Irgendwo 1')).toMatchObject({
      ok: false,
      reason: 'unavailable',
      message: expect.stringContaining('nicht erreichbar'),
    })
  })

  it('sends at most one request per interval, also for concurrent saves', async () => {
    const geocoder = createGeocoder({ url: base, userAgent: 'test', minIntervalMs: 150 })
    await Promise.all(['Takt 1', 'Takt 2', 'Takt 3'].map((q) => geocoder.geocode(q)))
    const times = log.filter((entry) => entry.q.startsWith('Takt')).map((entry) => entry.at)
    expect(times).toHaveLength(3)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(140)
  })
})
