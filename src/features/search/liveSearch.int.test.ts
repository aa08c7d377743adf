import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { attachSearchStore, forgetSearchIndex, runSiteSearch } from './indexStore'
import { handleLiveSearch } from './liveSearch.server'
import { reindexSearch } from './reindex'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEachDatabase = await eachDatabase()

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})
const heading = (text: string) => ({
  type: 'heading',
  tag: 'h2',
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})
const richText = (...children: object[]) => ({
  blockType: 'richText',
  columns: [{ content: { root: { type: 'root', version: 1, children } } }],
})

let ipCounter = 0
const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
  }
  return handleLiveSearch(
    new Request('http://localhost/api/live-search', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `198.51.100.${++ipCounter % 250}`,
        ...headers,
      },
      body,
    }),
    runSiteSearch,
    () => {},
  )
}

const titles = async (search: string, extra: Record<string, string | string[]> = {}) => {
  const response = await post({ search, ...extra })
  expect(response.status).toBe(200)
  return ((await response.json()) as { title: string }[]).map((item) => item.title)
}

describeEachDatabase('live search on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
    attachSearchStore(instance.payload)
    const create = (data: Record<string, unknown>, draft = false) =>
      instance.payload.create({
        collection: 'pages',
        data: { _status: draft ? 'draft' : 'published', ...data } as never,
        draft,
      })
    await create({
      title: 'Haarschnitt',
      layout: [
        richText(heading('Schnitte für alle'), paragraph('Ein Schnitt für Damen und Herren.')),
      ],
    })
    await create({
      title: 'Farbe',
      layout: [richText(paragraph('Wir färben mit Pflanzenfarben. Balayage und Strähnen.'))],
    })
    await create({
      title: 'Brautfrisur',
      meta: { description: 'Hochsteckfrisuren für den großen Tag.' },
      layout: [
        {
          blockType: 'priceList',
          heading: 'Preise',
          groups: [
            {
              title: 'Hochzeit',
              services: [{ name: 'Probefrisur', priceCents: 6500 }],
            },
          ],
        },
      ],
    })
    await create(
      { title: 'Geheimprojekt Entwurf', layout: [richText(paragraph('Zauberwort'))] },
      true,
    )
  })
  afterAll(async () => instance?.cleanup())

  it('answers the fields of docs/contracts.md for German word forms, umlauts, prefixes and typos', async () => {
    const response = await post({ search: 'Schnitte' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [first] = (await response.json()) as Record<string, unknown>[]
    expect(first).toMatchObject({ post_url: '/haarschnitt', title: 'Haarschnitt', type: 'Seite' })
    expect(first).toHaveProperty('id')
    expect(await titles('Faerben')).toEqual(['Farbe'])
    expect(await titles('Brautfrisuren')).toEqual(['Brautfrisur'])
    expect(await titles('Bala')).toEqual(['Farbe'])
    expect(await titles('Balyage')).toEqual(['Farbe'])
    expect(await titles('Probefrisur')).toEqual(['Brautfrisur'])
    expect(await titles('Hochsteckfrisuren')).toEqual(['Brautfrisur'])
  })

  it('answers [] under four characters and nothing for drafts', async () => {
    expect(await titles('Far')).toEqual([])
    expect(await titles('Zauberwort')).toEqual([])
    expect(await titles('Geheimprojekt')).toEqual([])
  })

  it('honours the display flags, titles only and the post types', async () => {
    const [plain] = (await (
      await post({ search: 'Farbe', display_post_type: '0', show_feat_img: '0' })
    ).json()) as Record<string, unknown>[]
    expect(plain).not.toHaveProperty('type')
    expect(plain).not.toHaveProperty('image_url')
    expect(await titles('Balayage', { searchLimiPostTitles: '1' })).toEqual([])
    expect(await titles('Balayage', { 'post_type[]': 'page' })).toEqual(['Farbe'])
    const many = Array.from({ length: 30 }, (_, i) => `Seite ${i}`)
    for (const title of many.slice(0, 3)) {
      await instance.payload.create({
        collection: 'pages',
        data: { _status: 'published', title } as never,
      })
    }
    expect(await titles('Seite', { perPage: '2' })).toHaveLength(2)
  })

  it('finds posts as „Beitrag“ and portfolio work as „Portfolio“ at their addresses, drafts not', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer()
    const picture = (name: string) =>
      instance.payload.create({
        collection: 'media',
        data: { alt: name },
        file: { data: photo, mimetype: 'image/jpeg', name: `${name}.jpg`, size: photo.length },
      })
    await instance.payload.create({
      collection: 'posts',
      data: {
        _status: 'published',
        title: 'Wintermähne',
        excerpt: 'Pflege gegen Heizungsluft',
        image: (await picture('beitragsbild')).id,
        layout: [richText(paragraph('Kopfhautmassage hilft.'))],
      } as never,
    })
    await instance.payload.create({
      collection: 'posts',
      data: { _status: 'draft', title: 'Wintermähne Entwurf' } as never,
      draft: true,
    })
    await instance.payload.create({
      collection: 'portfolio',
      data: {
        _status: 'published',
        title: 'Wintermähne in Kupfer',
        service: 'Farbe',
        after: (await picture('nachher')).id,
      } as never,
    })
    const response = await post({ search: 'Wintermähne' })
    const items = (await response.json()) as Array<Record<string, unknown>>
    expect(items.map(({ title, type, post_url }) => ({ title, type, post_url }))).toEqual(
      expect.arrayContaining([
        { title: 'Wintermähne', type: 'Beitrag', post_url: '/aktuelles/wintermaehne' },
        {
          title: 'Wintermähne in Kupfer',
          type: 'Portfolio',
          post_url: '/portfolio/wintermaehne-in-kupfer',
        },
      ]),
    )
    expect(items).toHaveLength(2)
    // Each with its own picture (spec: featured images shown): the Beitragsbild, the after picture.
    const pictureOf = (title: string) =>
      String(items.find((item) => item.title === title)?.image_url ?? '')
    expect(pictureOf('Wintermähne')).toMatch(/beitragsbild[^/]*\.(webp|avif|jpe?g)(\?|$)/)
    expect(pictureOf('Wintermähne in Kupfer')).toMatch(/nachher[^/]*\.(webp|avif|jpe?g)(\?|$)/)
    expect(await titles('Kopfhautmassage', { 'post_type[]': 'post' })).toEqual(['Wintermähne'])
    expect(await titles('Wintermähne', { 'post_type[]': 'avada_portfolio' })).toEqual([
      'Wintermähne in Kupfer',
    ])
  })

  it('follows publishing, renaming, unpublishing, the trash and deleting', async () => {
    const page = await instance.payload.create({
      collection: 'pages',
      data: { _status: 'published', title: 'Dauerwelle' } as never,
    })
    expect(await titles('Dauerwelle')).toEqual(['Dauerwelle'])
    // A draft over a published page changes nothing visitors find.
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Lockenpracht' } as never,
      draft: true,
    })
    expect(await titles('Lockenpracht')).toEqual([])
    expect(await titles('Dauerwelle')).toEqual(['Dauerwelle'])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Lockenpracht', _status: 'published' } as never,
    })
    expect(await titles('Lockenpracht')).toEqual(['Lockenpracht'])
    expect(await titles('Dauerwelle')).toEqual([])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' } as never,
    })
    expect(await titles('Lockenpracht')).toEqual([])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' } as never,
    })
    expect(await titles('Lockenpracht')).toEqual(['Lockenpracht'])
    // Into the trash and back, then deleted for good.
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: new Date().toISOString() } as never,
    })
    expect(await titles('Lockenpracht')).toEqual([])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: null, _status: 'published' } as never,
      trash: true,
    })
    expect(await titles('Lockenpracht')).toEqual(['Lockenpracht'])
    await instance.payload.delete({ collection: 'pages', id: page.id })
    expect(await titles('Lockenpracht')).toEqual([])
  })

  it('rebuilds the rows with the reindex, and a fresh process reads them', async () => {
    await instance.payload.delete({
      collection: 'search',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    const { rows } = await reindexSearch(instance.payload)
    expect(rows).toBeGreaterThanOrEqual(6)
    // As a server that starts after the reindex: the index is read from the rows.
    forgetSearchIndex()
    expect(await titles('Brautfrisuren')).toEqual(['Brautfrisur'])
    expect(await titles('Zauberwort')).toEqual([])
  })

  it('refuses bad input with a 4xx and an English code', async () => {
    const cases: [Response, number, string][] = [
      [await post({ search: 'x'.repeat(101) }), 400, 'search_too_long'],
      [await post({ search: 'Farbe', 'post_type[]': 'secret' }), 400, 'unknown_post_type'],
      [
        await post({ search: 'Farbe', 'post_type[]': Array(11).fill('page') }),
        400,
        'too_many_post_types',
      ],
      [
        await post({ search: 'Farbe', 'post_type[]': Array(3000).fill('page') }),
        413,
        'body_too_large',
      ],
      [await post({ search: 'Farbe', perPage: '101' }), 400, 'invalid_per_page'],
      [await post({ search: 'Farbe', perPage: 'viele' }), 400, 'invalid_per_page'],
      [
        await post({ search: 'Farbe' }, { 'content-type': 'application/json' }),
        415,
        'unsupported_media_type',
      ],
    ]
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
    }
  })

  it('rate-limits one client', async () => {
    const from = { 'x-forwarded-for': `192.0.2.${kind === 'sqlite' ? 200 : 201}` }
    const statuses: number[] = []
    for (let i = 0; i < 125; i++) statuses.push((await post({ search: 'ab' }, from)).status)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(120)).toEqual(Array(5).fill(429))
  })
})
