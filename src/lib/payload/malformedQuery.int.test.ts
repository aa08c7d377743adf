import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/** Filters, sorts and pages a client can get wrong; each is the client's error, never a 500. */
const MALFORMED = [
  'where[createdAt][greater_than]=notadate',
  'where[createdAt][equals]=x',
  'where[updatedAt][less_than]=2026-13-45',
  'where[publishedAt][greater_than_equal]=%ff',
  'where[id][equals]=abc',
  'where[id][in]=a,b',
  'where[id][greater_than]=99999999999999999999',
  'where[title][near]=1,2',
  'where[title][within]=x',
  'where[path][exists]=vielleicht',
  'limit=abc',
  'limit=-5',
  'limit=1e99',
  'page=0',
  'page=abc',
  'depth=-1',
  'depth=abc',
  'sort=%ff',
  'sort=-nichtda',
  'draft=vielleicht',
]

describeEach('malformed queries to the REST API (%s)', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  it('answers every malformed filter, sort, depth or limit with a 4xx JSON error', async () => {
    const failures: string[] = []
    for (const query of MALFORMED)
      for (const collection of ['pages', 'products', 'media']) {
        const response = await instance.rest(
          new Request(`http://localhost:3000/api/${collection}?${query}`),
        )
        const body = await response.text()
        if (response.status >= 500 || !body.startsWith('{'))
          failures.push(`${response.status} ${collection}?${query} ${body.slice(0, 100)}`)
      }
    expect(failures).toEqual([])
  })
})
