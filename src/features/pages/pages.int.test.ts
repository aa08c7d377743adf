import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

const revalidatePath = vi.hoisted(() => vi.fn())
// Stand in for Next.js's cache: the hooks must ask it to expire the right paths.
vi.mock('next/cache', () => ({ revalidatePath }))

const describeEachDatabase = await eachDatabase()

describeEachDatabase('pages on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())
  beforeEach(() => revalidatePath.mockClear())

  const create = (data: Record<string, unknown>) =>
    instance.payload.create({
      collection: 'pages',
      data: { _status: 'published', ...data } as never,
    })

  it('derives slug and path from the title, nested under the parent', async () => {
    const parent = await create({ title: 'Leistungen & Preise' })
    const child = await create({ title: 'Brautfrisuren für Sie', parent: parent.id })
    expect(parent.slug).toBe('leistungen-preise')
    expect(parent.path).toBe('/leistungen-preise')
    expect(child.path).toBe('/leistungen-preise/brautfrisuren-fuer-sie')
    const home = await create({ title: 'Start', slug: 'startseite' })
    expect(home.path).toBe('/')
  })

  it('moves children along when a parent changes its slug, and expires old and new paths', async () => {
    const parent = await create({ title: 'Salon' })
    const child = await create({ title: 'Team', parent: parent.id })
    revalidatePath.mockClear()
    await instance.payload.update({
      collection: 'pages',
      id: parent.id,
      data: { slug: 'ueber-uns' },
    })
    const moved = await instance.payload.findByID({ collection: 'pages', id: child.id })
    expect(moved.path).toBe('/ueber-uns/team')
    const expired = revalidatePath.mock.calls.map(([path]) => path)
    expect(expired).toEqual(
      expect.arrayContaining(['/ueber-uns', '/salon', '/ueber-uns/team', '/salon/team']),
    )
  })

  it('expires the path of a page that is unpublished', async () => {
    const page = await create({ title: 'Aktion' })
    revalidatePath.mockClear()
    await instance.payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(revalidatePath).toHaveBeenCalledWith('/aktion')
  })

  it('does not expire anything for seeds (context.disableRevalidate)', async () => {
    await instance.payload.create({
      collection: 'pages',
      data: { title: 'Still', _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('shows visitors only published pages', async () => {
    await instance.payload.create({
      collection: 'pages',
      data: { title: 'Entwurf', _status: 'draft' },
    })
    const visible = await instance.payload.find({
      collection: 'pages',
      where: { path: { equals: '/entwurf' } },
      overrideAccess: false,
    })
    expect(visible.docs).toHaveLength(0)
  })

  it('stores no draft without a title; a titled draft gets its address, and old untitled ones go', async () => {
    const draft = (data: Record<string, unknown>) =>
      instance.payload.create({ collection: 'pages', data: data as never, draft: true })
    await create({ title: 'Start', slug: 'startseite' }).catch(() => undefined)
    const before = (await instance.payload.count({ collection: 'pages' })).totalDocs
    await expect(draft({ _status: 'draft' })).rejects.toThrow(/Titel/)
    expect((await instance.payload.count({ collection: 'pages' })).totalDocs).toBe(before)
    const titled = await draft({ _status: 'draft', title: 'Neue Aktion' })
    expect(titled.slug).toBe('neue-aktion')
    expect(titled.path).toBe('/neue-aktion')
    // Untitled drafts from before (stored without validation) are removed after a day.
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString()
    await instance.payload.db.create({
      collection: 'pages',
      data: { _status: 'draft', createdAt: old, updatedAt: old },
    })
    const { purgeUntitledDrafts } = await import('./purgeTrash')
    expect(await purgeUntitledDrafts(instance.payload)).toBe(1)
    expect(
      await instance.payload.findByID({ collection: 'pages', id: titled.id, draft: true }),
    ).toBeTruthy()
  })

  it('rejects two pages at the same path', async () => {
    await create({ title: 'Doppelt' })
    await expect(create({ title: 'Doppelt' })).rejects.toThrow()
  })

  it('expires every page when a global changes (menus and settings appear everywhere)', async () => {
    await instance.payload.updateGlobal({ slug: 'footer', data: { note: 'Neu' } })
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
  })
})

describe('scheduled publishing', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => instance?.cleanup())

  it('publishes a draft when its time has come and expires its path', async () => {
    const { payload } = instance
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Adventsaktion', _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    revalidatePath.mockClear()
    await payload.jobs.run()
    const published = await payload.find({
      collection: 'pages',
      where: {
        and: [{ path: { equals: '/adventsaktion' } }, { _status: { equals: 'published' } }],
      },
      overrideAccess: false,
    })
    expect(published.docs).toHaveLength(1)
    expect(revalidatePath).toHaveBeenCalledWith('/adventsaktion')
  })
})
