import { describe, expect, it } from 'vitest'

import { startTestPayload } from '@/test/testPayload'

import { seedDemo } from '.'

/**
 * The long lane (`npm run test:long`): the demo seeded twice over one media folder, about a
 * minute. The seed's own checks on both databases are in the gate (seed.int.test.ts).
 */
describe('the demo seed on a new database with a used media folder', () => {
  it('finds its renamed media again instead of uploading them on every run', async () => {
    const first = await startTestPayload('sqlite')
    const second = await startTestPayload('sqlite', { mediaDir: first.mediaDir })
    try {
      await seedDemo(first.payload, { adminPassword: 'demo-pass-123' })
      await seedDemo(second.payload, { adminPassword: 'demo-pass-123' })
      const media = (await second.payload.count({ collection: 'media' })).totalDocs
      const again = await seedDemo(second.payload)
      expect(again.created).toEqual([])
      expect((await second.payload.count({ collection: 'media' })).totalDocs).toBe(media)
    } finally {
      await second.cleanup()
      await first.cleanup()
    }
  }, 240_000)
})
