import { afterAll, beforeAll, expect, it } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { DEMO_PATHS } from '../../scripts/lib/demo.mjs'

import { DEMO_ADMIN_EMAIL, seedDemo } from '.'

const describeEachDatabase = await eachDatabase()

describeEachDatabase('the demo seed on %s', (kind) => {
  let instance: TestPayload
  let first: Awaited<ReturnType<typeof seedDemo>>
  beforeAll(async () => {
    instance = await startTestPayload(kind)
    first = await seedDemo(instance.payload, { adminPassword: 'demo-pass-123' })
  }, 180_000)
  afterAll(async () => instance?.cleanup())

  it('publishes every demo page of the contract', async () => {
    const pages = await instance.payload.find({
      collection: 'pages',
      limit: 0,
      where: { _status: { equals: 'published' } },
    })
    // Exactly the listed pages: a page added to the seed belongs in the list the tests read.
    expect(pages.docs.map((page) => page.path).sort()).toEqual([...DEMO_PATHS].sort())
  })

  it('creates an admin who can log in with the given password', async () => {
    expect(first.adminPassword).toBe('demo-pass-123')
    const login = await instance.payload.login({
      collection: 'users',
      data: { email: DEMO_ADMIN_EMAIL, password: 'demo-pass-123' },
    })
    expect(login.user?.roles).toEqual(['admin'])
  })

  it('fills the globals: a dropdown and a mega menu, social links, analytics id', async () => {
    const header = await instance.payload.findGlobal({ slug: 'header' })
    expect(header.mainMenu?.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['dropdown', 'mega']),
    )
    const settings = await instance.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.businessName).toBe('Salon Lindenblüte')
    expect(settings.analyticsMeasurementId).toBe('G-DEMO000000')
    expect(settings.socialProfiles?.length).toBeGreaterThan(0)
  })

  it('is idempotent: a second run creates nothing and changes no count', async () => {
    const count = async () => ({
      pages: (await instance.payload.count({ collection: 'pages' })).totalDocs,
      media: (await instance.payload.count({ collection: 'media' })).totalDocs,
      users: (await instance.payload.count({ collection: 'users' })).totalDocs,
    })
    const before = await count()
    const second = await seedDemo(instance.payload)
    expect(second.created).toEqual([])
    expect(second.adminPassword).toBeUndefined()
    expect(await count()).toEqual(before)
  }, 120_000)

  it('never overwrites what the owner changed in the globals', async () => {
    await instance.payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Umbenannt' },
    })
    await seedDemo(instance.payload)
    expect((await instance.payload.findGlobal({ slug: 'site-settings' })).businessName).toBe(
      'Salon Umbenannt',
    )
  }, 120_000)
})
