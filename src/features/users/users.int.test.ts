import { afterAll, beforeAll, expect, it } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

const describeEachDatabase = await eachDatabase()

describeEachDatabase('users and roles on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const { payload } = instance
    await payload.create({
      collection: 'users',
      data: { email: 'chefin@example.test', password: 'admin-pass-123', roles: ['admin'] },
    })
    await payload.create({
      collection: 'users',
      data: { email: 'redaktion@example.test', password: 'editor-pass-123', roles: ['editor'] },
    })
  })
  afterAll(async () => instance?.cleanup())

  const userWith = async (email: string) =>
    (await instance.payload.find({ collection: 'users', where: { email: { equals: email } } }))
      .docs[0]!

  it('lets an editor change content', async () => {
    const editor = await userWith('redaktion@example.test')
    const page = await instance.payload.create({
      collection: 'pages',
      data: { title: 'Von der Redaktion', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect(page.path).toBe('/von-der-redaktion')
    await expect(
      instance.payload.updateGlobal({
        slug: 'header',
        data: { topMenu: [] },
        user: editor,
        overrideAccess: false,
      }),
    ).resolves.toBeTruthy()
  })

  it('keeps editors out of site settings and user management', async () => {
    const editor = await userWith('redaktion@example.test')
    await expect(
      instance.payload.updateGlobal({
        slug: 'site-settings',
        data: { businessName: 'X' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      instance.payload.create({
        collection: 'users',
        data: { email: 'neu@example.test', password: 'pass-pass-123', roles: ['admin'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const others = await instance.payload.find({
      collection: 'users',
      user: editor,
      overrideAccess: false,
    })
    expect(others.docs.map((user) => user.email)).toEqual(['redaktion@example.test'])
  })

  it('does not let an editor make themselves admin', async () => {
    const editor = await userWith('redaktion@example.test')
    const updated = await instance.payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('lets an admin change site settings', async () => {
    const admin = await userWith('chefin@example.test')
    const settings = await instance.payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test' },
      user: admin,
      overrideAccess: false,
    })
    expect(settings.businessName).toBe('Salon Test')
  })
})
