import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { postCategories } from './postCategories.server'
import { latestPosts, listPostPaths, listPosts, postBySlug } from './postData.server'
import { POSTS_PER_PAGE } from './postPaths'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

describeEach('posts (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  let trends: number
  let farbe: number

  const makePost = (data: Record<string, unknown>, draft = false) =>
    payload().create({
      collection: 'posts',
      data: { _status: draft ? 'draft' : 'published', ...data } as never,
      draft,
    })

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    trends = (
      await payload().create({ collection: 'post-categories', data: { name: 'Trends', slug: '' } })
    ).id as number
    farbe = (
      await payload().create({ collection: 'post-tags', data: { name: 'Farbe & Glanz', slug: '' } })
    ).id as number
  })
  afterAll(async () => instance?.cleanup())

  it('derive slug and address from the title, and date a post when it is first published', async () => {
    const staff = await payload().create({
      collection: 'users',
      data: {
        email: `autor-${kind}@example.org`,
        password: 'Sehr-geheim-1',
        name: 'Marie Linde',
        roles: ['editor'],
      },
    })
    const before = Date.now()
    const post = await payload().create({
      collection: 'posts',
      data: { title: 'Glänzende Aussichten', _status: 'published' },
      user: { ...staff, collection: 'users' },
    })
    expect(post.slug).toBe('glaenzende-aussichten')
    expect(post.path).toBe('/aktuelles/glaenzende-aussichten')
    expect(post.authorName).toBe('Marie Linde')
    expect(Date.parse(post.publishedAt!)).toBeGreaterThanOrEqual(before - 1000)
    const tag = await payload().findByID({ collection: 'post-tags', id: farbe })
    expect(tag.slug).toBe('farbe-glanz')
  })

  it('keep their blocks in tables of their own (a shared table showed a page’s contact form in a post)', () => {
    const tablesOf = (slug: 'pages' | 'posts') => {
      const find = (fields: unknown[]): unknown => {
        for (const field of fields as Array<Record<string, unknown>>) {
          if (field.name === 'layout') return field
          const inner = (field.tabs as Array<{ fields: unknown[] }> | undefined)?.flatMap(
            (tab) => tab.fields,
          )
          const found = inner && find(inner)
          if (found) return found
        }
        return undefined
      }
      const layout = find(payload().collections[slug].config.fields) as {
        blocks: Array<{ slug: string; dbName?: unknown }>
      }
      return layout.blocks.flatMap((block) => (block.dbName ? [String(block.dbName)] : []))
    }
    const pageTables = new Set(tablesOf('pages'))
    expect(tablesOf('posts').length).toBeGreaterThan(0)
    for (const table of tablesOf('posts')) {
      expect(table).toMatch(/^posts_/)
      expect(pageTables.has(table)).toBe(false)
    }
  })

  it('refuse a slug that names a list of /aktuelles', async () => {
    await expect(makePost({ title: 'Seite', slug: 'seite' })).rejects.toThrow(/Kurzform/)
    await expect(makePost({ title: 'Feed', slug: 'feed' })).rejects.toThrow(/Kurzform/)
  })

  it('list published posts only, newest first, by category and tag, page by page', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString()
    for (let n = 1; n <= POSTS_PER_PAGE + 2; n += 1)
      await makePost({
        title: `Trend ${n}`,
        publishedAt: day(n),
        categories: n % 2 ? [trends] : [],
        tags: n === 3 ? [farbe] : [],
        layout: [{ blockType: 'richText', columns: [{ content: paragraph(`Text ${n}`) }] }],
      })
    await makePost({ title: 'Geheimer Entwurf', categories: [trends] }, true)

    const first = await listPosts(payload(), { page: 1, filter: null })
    expect(first?.views).toHaveLength(POSTS_PER_PAGE)
    expect(first?.views[1]?.post.title).toBe('Trend 12')
    const second = await listPosts(payload(), { page: 2, filter: null })
    expect(second?.totalPages).toBe(2)
    expect(second?.views.map((view) => view.post.title)).not.toContain('Geheimer Entwurf')
    expect(await listPosts(payload(), { page: 3, filter: null })).toBeNull()

    const category = await listPosts(payload(), {
      page: 1,
      filter: { by: 'category', slug: 'trends' },
    })
    expect(category?.term).toEqual({ by: 'category', name: 'Trends', slug: 'trends' })
    expect(category?.views.map((view) => view.post.title)).toEqual([
      'Trend 11',
      'Trend 9',
      'Trend 7',
      'Trend 5',
      'Trend 3',
      'Trend 1',
    ])
    const tagged = await listPosts(payload(), {
      page: 1,
      filter: { by: 'tag', slug: 'farbe-glanz' },
    })
    expect(tagged?.views.map((view) => view.post.title)).toEqual(['Trend 3'])
    expect(tagged?.views[0]?.tags).toEqual([{ name: 'Farbe & Glanz', slug: 'farbe-glanz' }])
    expect(
      await listPosts(payload(), { page: 1, filter: { by: 'tag', slug: 'nichts' } }),
    ).toBeNull()

    expect(await postCategories(payload())).toEqual([{ name: 'Trends', slug: 'trends' }])
    expect((await latestPosts(payload(), 3)).map((view) => view.post.title)[1]).toBe('Trend 12')
    const paths = (await listPostPaths(payload())).map((entry) => entry.path)
    expect(paths).toContain('/aktuelles/trend-1')
    expect(paths).not.toContain('/aktuelles/geheimer-entwurf')
  })

  it('show a draft only in preview, and its published version otherwise', async () => {
    const post = await makePost({ title: 'Vorschau', excerpt: 'veröffentlicht' })
    await payload().update({
      collection: 'posts',
      id: post.id,
      data: { excerpt: 'Entwurf', _status: 'draft' },
      draft: true,
    })
    expect((await postBySlug(payload(), 'vorschau', false))?.post.excerpt).toBe('veröffentlicht')
    expect((await postBySlug(payload(), 'vorschau', true))?.post.excerpt).toBe('Entwurf')
    expect(await postBySlug(payload(), 'geheimer-entwurf', false)).toBeNull()
    expect((await postBySlug(payload(), 'geheimer-entwurf', true))?.post.title).toBe(
      'Geheimer Entwurf',
    )
  })
})
