import { afterAll, beforeAll, expect, it } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

const describeEachDatabase = await eachDatabase()

describeEachDatabase('price list prices on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  const pageWith = (services: Array<Record<string, unknown>>) =>
    instance.payload.create({
      collection: 'pages',
      context: { disableRevalidate: true },
      data: {
        title: `Preise ${Math.random()}`,
        _status: 'published',
        layout: [{ blockType: 'priceList', groups: [{ title: 'Damen', services }] }],
      } as never,
    })

  it('stores whole cents', async () => {
    const page = await pageWith([{ name: 'Bart', priceCents: 1500 }])
    const layout = page.layout as Array<{ groups: Array<{ services: unknown[] }> }>
    expect(layout[0]!.groups[0]!.services[0]).toMatchObject({ priceCents: 1500 })
  })

  it('refuses what the admin input could not read as a price, or none, in German', async () => {
    // The admin input passes unreadable text on as typed, so validation can name it.
    for (const priceCents of ['neunzehn', 19.5, -100, null])
      await expect(pageWith([{ name: 'Schnitt', priceCents }])).rejects.toThrow(/Preis \(€\)/)
  })
})
