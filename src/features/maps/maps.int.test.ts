import http from 'node:http'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { issueNonce } from '@/lib/nonce'
import type { MapBlock } from '@/payload-types'
import { databaseKinds, startTestPayload, type TestPayload } from '@/test/testPayload'

import { handleMapsCache, MAPS_CACHE_NONCE_ACTION } from './cacheEndpoint.server'
import { GEOCODE_CACHE_SLUG } from './geocodeCache'

const STAND_IN = 'http://127.0.0.1:3293'
// The stand-ins' addresses must be known before the configuration is read.
vi.hoisted(() => {
  process.env.GEOCODER_URL = 'http://127.0.0.1:3293/search'
  process.env.MAP_TILE_URL = 'http://127.0.0.1:3293/tiles/{z}/{x}/{y}.png'
})
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const kinds = await databaseKinds()

/** Plays Nominatim and a tile server; "Überlastet" answers 429 twice first; logs every request. */
const requests: string[] = []
let busy = 0
let tilesDown = false
async function startStandIn() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#b7d7a8' },
  })
    .png()
    .toBuffer()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', STAND_IN)
    requests.push(`${url.pathname}${url.search}`)
    if (url.pathname.startsWith('/tiles/')) {
      if (tilesDown) response.writeHead(503).end()
      else response.writeHead(200, { 'content-type': 'image/png' }).end(tile)
      return
    }
    const q = url.searchParams.get('q') ?? ''
    if (q.includes('Überlastet') && busy > 0) {
      busy -= 1
      response.writeHead(429).end()
    } else if (q.includes('Nirgendwo')) response.writeHead(200).end('[]')
    else
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify([
            { lat: '52.5362', lon: '13.4086', display_name: `${q}, Berlin, Deutschland` },
          ]),
        )
  })
  await new Promise<void>((resolve) => server.listen(3293, '127.0.0.1', resolve))
  return server
}

let server: http.Server
beforeAll(async () => {
  server = await startStandIn()
})
afterAll(() => server?.close())

type Row = NonNullable<MapBlock['addresses']>[number]
const geocodeRequests = (text: string) =>
  requests.filter(
    (request) =>
      request.startsWith('/search') &&
      decodeURIComponent(request.replace(/\+/g, ' ')).includes(text),
  ).length

describe('geocoding when the owner saves a map (sqlite)', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => instance?.cleanup())

  const saveMap = async (addresses: Array<Partial<Row>>, extra: Partial<MapBlock> = {}) => {
    const page = await instance.payload.create({
      collection: 'pages',
      data: {
        title: `Karte ${Math.random().toString(36).slice(2, 8)}`,
        _status: 'published',
        layout: [{ blockType: 'map', addresses, ...extra }],
      } as never,
      depth: 1,
    })
    return { page, block: page.layout![0] as MapBlock }
  }

  it('finds the coordinates, stores them in the cache and draws the preview from tiles', async () => {
    const before = requests.length
    const { block } = await saveMap([{ title: 'Salon', address: 'Kastanienallee 5\n10435 Berlin' }])
    const row = block.addresses![0]!
    expect(row).toMatchObject({ latitude: 52.5362, longitude: 13.4086, geocodeNote: null })
    expect(row.geocodedAddress).toContain('Berlin, Deutschland')
    expect(geocodeRequests('Kastanienallee 5')).toBe(1)
    expect(requests.slice(before).some((request) => request.startsWith('/tiles/'))).toBe(true)
    const preview = block.preview as {
      filename: string
      width: number
      height: number
      alt: string
    }
    expect(preview).toMatchObject({ width: 1200, height: 480 })
    expect(preview.alt).toBe('Kartenvorschau: Salon')
    expect(block.previewNote ?? null).toBeNull()
    const cached = await instance.payload.find({
      collection: GEOCODE_CACHE_SLUG,
      where: { address: { equals: 'Kastanienallee 5\n10435 Berlin' } },
    })
    expect(cached.docs[0]).toMatchObject({
      latitude: 52.5362,
      longitude: 13.4086,
      source: 'geocoder',
    })
  })

  it('asks the geocoder once: a second save (other spacing, other page) is a cache hit', async () => {
    const { block } = await saveMap([{ address: '  kastanienallee 5   10435 Berlin' }])
    expect(block.addresses![0]).toMatchObject({ latitude: 52.5362, longitude: 13.4086 })
    expect(geocodeRequests('astanienallee 5')).toBe(1)
  })

  it('skips geocoding for coordinates entered by hand', async () => {
    const { block } = await saveMap([
      {
        address: 'Lindenstraße 12, 10969 Berlin',
        coordinates: true,
        latitude: 52.5025,
        longitude: 13.3978,
      },
    ])
    expect(block.addresses![0]).toMatchObject({ latitude: 52.5025, longitude: 13.3978 })
    expect(geocodeRequests('Lindenstraße 12')).toBe(0)
  })

  it('refuses own coordinates out of range with a German message', async () => {
    await expect(
      saveMap([{ address: 'Irgendwo 1', coordinates: true, latitude: 123, longitude: 13 }]),
    ).rejects.toThrow(/Breitengrad/)
  })

  it('retries over the query limit with a growing delay, then succeeds', async () => {
    busy = 2
    const { block } = await saveMap([{ address: 'Überlastet 7, Berlin' }])
    expect(block.addresses![0]).toMatchObject({ latitude: 52.5362, geocodeNote: null })
    expect(geocodeRequests('Überlastet 7')).toBe(3)
  })

  it('notes a failed geocode on the row; the page is saved and shows the address', async () => {
    const { page, block } = await saveMap([
      { title: 'Filiale', address: 'Nirgendwo 1, 99999 Irgendwo' },
    ])
    const row = block.addresses![0]!
    expect(row.latitude ?? null).toBeNull()
    expect(row.geocodeNote).toMatch(/nicht gefunden/)
    expect(block.preview ?? null).toBeNull()
    expect(block.previewNote).toMatch(/Keine Adresse hat Koordinaten/)
    expect(page.id).toBeGreaterThan(0)
  })

  it('draws a plain preview when tiles fail, and notes it', async () => {
    tilesDown = true
    try {
      const { block } = await saveMap([
        { address: 'Kachel 1, Berlin', coordinates: true, latitude: 52.52, longitude: 13.4 },
      ])
      expect(block.preview).toBeTruthy()
      expect(block.previewNote).toMatch(/Kartenkacheln/)
      expect(block.previewKey ?? null).toBeNull()
    } finally {
      tilesDown = false
    }
  })

  it('keeps the preview when nothing that it shows changed', async () => {
    const { page, block } = await saveMap([
      { address: 'Gleich 1, Berlin', coordinates: true, latitude: 52.51, longitude: 13.41 },
    ])
    const tilesBefore = requests.filter((request) => request.startsWith('/tiles/')).length
    const updated = await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        title: 'Neuer Titel',
        layout: [{ ...block, preview: (block.preview as { id: number }).id }],
      } as never,
      depth: 1,
    })
    const again = updated.layout![0] as MapBlock
    expect((again.preview as { id: number }).id).toBe((block.preview as { id: number }).id)
    expect(requests.filter((request) => request.startsWith('/tiles/')).length).toBe(tilesBefore)
  })
})

describe.each(kinds)('POST /api/maps/cache (%s)', (kind) => {
  let instance: TestPayload
  const secret = 'a-test-secret-for-the-maps-cache-endpoint-0123456789'
  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await instance.payload.create({
      collection: 'pages',
      data: {
        title: 'Standorte',
        _status: 'published',
        layout: [
          {
            blockType: 'map',
            addresses: [
              { address: 'Nirgendwo 2, Berlin' },
              { address: 'Nirgendwo 3, Berlin', cache: false },
            ],
          },
        ],
      } as never,
      context: { disableRevalidate: true },
    })
    await instance.payload.create({
      collection: 'pages',
      data: {
        title: 'Entwurf',
        _status: 'draft',
        layout: [{ blockType: 'map', addresses: [{ address: 'Nirgendwo 4, Berlin' }] }],
      } as never,
      context: { disableRevalidate: true },
    })
  })
  afterAll(async () => instance?.cleanup())

  let client = 0
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    handleMapsCache(
      new Request('http://localhost/api/maps/cache', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.113.${(client += 1)}`,
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
      { payload: instance.payload, secret },
    )
  const nonce = () => issueNonce(secret, MAPS_CACHE_NONCE_ACTION)
  const entries = async () =>
    (await instance.payload.find({ collection: GEOCODE_CACHE_SLUG, limit: 100, sort: 'address' }))
      .docs
  const address = (text: string, latitude: unknown = 52.5, longitude: unknown = 13.4) => ({
    address: text,
    latitude,
    longitude,
    geocoded_address: `${text}, Deutschland`,
  })

  it('stores addresses of a published map that are not cached yet', async () => {
    const response = await post({
      action: 'fusion_cache_map',
      security: nonce(),
      addresses: JSON.stringify([address('Nirgendwo 2, Berlin', '52.51', '13.41')]),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await entries()).toMatchObject([
      { address: 'Nirgendwo 2, Berlin', latitude: 52.51, longitude: 13.41, source: 'client' },
    ])
  })

  it('does not overwrite what the cache holds', async () => {
    const response = await post({
      security: nonce(),
      addresses: JSON.stringify([
        address('nirgendwo 2,  berlin', 10, 10),
        address('Nirgendwo 3, Berlin'),
      ]),
    })
    expect(await response.json()).toEqual({ success: true })
    const stored = await entries()
    expect(stored).toHaveLength(2)
    expect(stored[0]).toMatchObject({ latitude: 52.51 })
  })

  it.each([
    ['no nonce', { security: '', addresses: '[]' }, 403, 'invalid_nonce'],
    [
      'a bad nonce',
      { security: '1.aaaaaaaaaaaaaaaaaaaaaaaa', addresses: '[]' },
      403,
      'invalid_nonce',
    ],
    ['invalid JSON', { addresses: '[{' }, 400, 'invalid_json'],
    ['not a list', { addresses: '{"address":"x"}' }, 400, 'invalid_addresses'],
    ['an empty list', { addresses: '[]' }, 400, 'invalid_addresses'],
    [
      'a latitude out of range',
      { addresses: JSON.stringify([address('Nirgendwo 4, Berlin', 91)]) },
      400,
      'invalid_addresses',
    ],
    [
      'a longitude out of range',
      { addresses: JSON.stringify([address('Nirgendwo 4, Berlin', 52, -181)]) },
      400,
      'invalid_addresses',
    ],
    [
      'a coordinate that is text',
      { addresses: JSON.stringify([address('Nirgendwo 4, Berlin', 'north')]) },
      400,
      'invalid_addresses',
    ],
    [
      '51 addresses',
      {
        addresses: JSON.stringify(Array.from({ length: 51 }, (_, i) => address(`Nirgendwo ${i}`))),
      },
      400,
      'invalid_addresses',
    ],
    [
      'an address on no published map',
      { addresses: JSON.stringify([address('Nirgendwo 4, Berlin')]) },
      422,
      'unknown_address',
    ],
  ])('refuses %s and stores nothing', async (_, fields, status, code) => {
    const before = await entries()
    const response = await post({ security: nonce(), ...fields } as Record<string, string>)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ success: false, code })
    expect(await entries()).toEqual(before)
  })

  it('refuses an oversized body (413) and other content types (415)', async () => {
    const big = await post({ security: nonce(), addresses: 'x'.repeat(70 * 1024) })
    expect(big.status).toBe(413)
    const json = await post({}, { 'content-type': 'application/json' })
    expect(json.status).toBe(415)
  })

  it('limits one client to 10 posts a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        { addresses: '[]' },
        { 'x-forwarded-for': kind === 'sqlite' ? '198.51.100.7' : '198.51.100.8' },
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
