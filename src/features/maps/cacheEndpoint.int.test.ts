import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { issueNonce } from '@/lib/nonce'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { handleMapsCache, MAPS_CACHE_NONCE_ACTION } from './cacheEndpoint.server'
import { GEOCODE_CACHE_SLUG } from './geocodeCache'
import { runStandIn } from '@/test/mapsStandIn'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

runStandIn()

const describeEachDatabase = await eachDatabase()

describeEachDatabase('POST /api/maps/cache (%s)', (kind) => {
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
