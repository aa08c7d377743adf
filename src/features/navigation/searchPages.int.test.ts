import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { databaseKinds, startTestPayload, type TestPayload } from '@/test/testPayload'

import { normaliseQuery, searchPagesByTitle } from './searchPages.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const kinds = await databaseKinds()

describe('normaliseQuery', () => {
  it('takes the first value, trims, collapses spaces and caps at 100 characters', () => {
    expect(normaliseQuery(['  Braut   frisur ', 'x'])).toBe('Braut frisur')
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery('a'.repeat(300))).toHaveLength(100)
  })
})

describe.each(kinds)('searchPagesByTitle on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const create = (data: Record<string, unknown>) =>
      instance.payload.create({ collection: 'pages', data: data as never })
    await create({ title: 'Brautfrisuren', _status: 'published', meta: { description: 'Ja!' } })
    await create({ title: 'Herrenschnitt', _status: 'published' })
    await create({ title: 'Brautmode (Entwurf)', _status: 'draft' })
  })
  afterAll(async () => instance?.cleanup())

  it('finds published pages whose title contains the term, in any case', async () => {
    const hits = await searchPagesByTitle(instance.payload, 'BRAUT')
    expect(hits).toEqual([
      {
        id: expect.any(Number),
        title: 'Brautfrisuren',
        path: '/brautfrisuren',
        description: 'Ja!',
      },
    ])
  })

  it('returns nothing for an empty term or no match, and treats SQL wildcards as text', async () => {
    expect(await searchPagesByTitle(instance.payload, '')).toEqual([])
    expect(await searchPagesByTitle(instance.payload, 'Dauerwelle')).toEqual([])
    expect(await searchPagesByTitle(instance.payload, "%' OR 1=1 --")).toEqual([])
  })
})
