import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { MapBlock } from '@/payload-types'
import { startTestPayload, type TestPayload } from '@/test/testPayload'

import { GEOCODE_CACHE_SLUG } from './geocodeCache'
import { geocodeRequests, type Row, standIn, runStandIn } from '@/test/mapsStandIn'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

runStandIn()

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
    const before = standIn.requests.length
    const { block } = await saveMap([{ title: 'Salon', address: 'Kastanienallee 5\n10435 Berlin' }])
    const row = block.addresses![0]!
    expect(row).toMatchObject({ latitude: 52.5362, longitude: 13.4086, geocodeNote: null })
    expect(row.geocodedAddress).toContain('Berlin, Deutschland')
    expect(geocodeRequests('Kastanienallee 5')).toBe(1)
    expect(standIn.requests.slice(before).some((request) => request.startsWith('/tiles/'))).toBe(
      true,
    )
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
    standIn.busy = 2
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
    standIn.tilesDown = true
    try {
      const { block } = await saveMap([
        { address: 'Kachel 1, Berlin', coordinates: true, latitude: 52.52, longitude: 13.4 },
      ])
      expect(block.preview).toBeTruthy()
      expect(block.previewNote).toMatch(/Kartenkacheln/)
      expect(block.previewKey ?? null).toBeNull()
    } finally {
      standIn.tilesDown = false
    }
  })

  it('keeps the preview when nothing that it shows changed', async () => {
    const { page, block } = await saveMap([
      { address: 'Gleich 1, Berlin', coordinates: true, latitude: 52.51, longitude: 13.41 },
    ])
    const tilesBefore = standIn.requests.filter((request) => request.startsWith('/tiles/')).length
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
    expect(standIn.requests.filter((request) => request.startsWith('/tiles/')).length).toBe(
      tilesBefore,
    )
  })
})
