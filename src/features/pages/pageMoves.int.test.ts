import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEachDatabase = await eachDatabase()

describeEachDatabase('moved pages, trash and authorship on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  const redirects = async () =>
    (await instance.payload.find({ collection: 'redirects', sort: 'from', depth: 0 })).docs.map(
      ({ from, to }) => `${from} → ${to}`,
    )
  const owner = async () =>
    instance.payload.create({
      collection: 'users',
      data: {
        email: `owner-${Math.random()}@example.com`,
        password: 'x-Passwort-123',
        name: 'Marie Linde',
        roles: ['admin'],
      },
    })

  it('leaves a redirect from the published address when a new one is published, never chains', async () => {
    const page = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Preise', _status: 'published' },
    })
    // A draft with a new address changes nothing visitors see yet.
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'preisliste' },
      draft: true,
    })
    expect(await redirects()).toEqual([])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
    })
    expect(await redirects()).toEqual(['/preise → /preisliste'])
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'unsere-preise', _status: 'published' },
    })
    expect(await redirects()).toEqual(['/preise → /unsere-preise', '/preisliste → /unsere-preise'])
    // Back to the first address: that one is a page again, and no longer redirects.
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'preise', _status: 'published' },
    })
    expect(await redirects()).toEqual(['/preisliste → /preise', '/unsere-preise → /preise'])
  })

  it('records who changed a page last, by name, and makes a demo page the owner’s own', async () => {
    const user = await owner()
    const page = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Demo', _status: 'published', demo: true },
    })
    expect(page).toMatchObject({ demo: true, lastEditedBy: null })
    const edited = await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Meine Seite' },
      user,
    })
    expect(edited).toMatchObject({ demo: false, lastEditedBy: 'Marie Linde' })
  })

  it('moves a deleted page to the trash, where it can be restored', async () => {
    const page = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Sommeraktion', _status: 'published' },
    })
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: new Date().toISOString() },
    })
    const visible = await instance.payload.find({
      collection: 'pages',
      where: { path: { equals: '/sommeraktion' } },
    })
    expect(visible.totalDocs).toBe(0)
    await instance.payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: null },
      trash: true,
    })
    const restored = await instance.payload.find({
      collection: 'pages',
      where: { path: { equals: '/sommeraktion' } },
    })
    expect(restored.totalDocs).toBe(1)
  })

  it('clears the demo-password mark when the password is changed', async () => {
    const user = await instance.payload.create({
      collection: 'users',
      data: {
        email: 'demo@example.com',
        password: 'Demo-Passwort-1',
        roles: ['admin'],
        demoPassword: true,
      },
    })
    const renamed = await instance.payload.update({
      collection: 'users',
      id: user.id,
      data: { name: 'X' },
    })
    expect(renamed.demoPassword).toBe(true)
    const changed = await instance.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'Neues-Passwort-2' },
    })
    expect(changed.demoPassword).toBe(false)
  })
})

describeEachDatabase('the trash on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  it('keeps a deleted page 30 days, then the daily job deletes it for good', async () => {
    const trashed = async (title: string, daysAgo: number) => {
      const page = await instance.payload.create({
        collection: 'pages',
        data: { title, _status: 'published' },
      })
      const deletedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
      await instance.payload.update({ collection: 'pages', id: page.id, data: { deletedAt } })
      return page.id
    }
    const recent = await trashed('Neulich gelöscht', 29)
    const old = await trashed('Lange gelöscht', 31)
    const { purgeTrashedPages } = await import('./purgeTrash')
    const result = await (purgeTrashedPages.handler as (args: unknown) => Promise<unknown>)({
      req: { payload: instance.payload },
    })
    expect(result).toEqual({ output: { deleted: 1 } })
    const left = await instance.payload.find({
      collection: 'pages',
      where: { id: { in: [recent, old] } },
      trash: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent])
  })
})
