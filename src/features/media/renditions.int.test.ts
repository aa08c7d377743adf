import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '@/test/testPayload'
import type { Media } from '@/payload-types'

import { RESPONSIVE_WIDTHS } from '.'
import { lacksRenditions, remakeRenditions } from './renditions.server'

type Sizes = Record<string, { filename?: string | null; width?: number | null }>

describe.each(['sqlite', 'postgres'] as const)('remaking renditions on %s', (kind) => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  it('gives pictures made before the new widths every rendition, under the same address', async () => {
    const { payload } = instance
    const data = await sharp({
      create: { width: 1800, height: 1000, channels: 3, background: '#6b3f5c' },
    })
      .jpeg()
      .toBuffer()
    const made = await payload.create({
      collection: 'media',
      data: { alt: 'Alt', focalX: 30, focalY: 70 },
      file: { data, mimetype: 'image/jpeg', name: 'alt.jpg', size: data.length },
    })
    const fresh = await payload.create({
      collection: 'media',
      data: { alt: 'Neu' },
      file: { data, mimetype: 'image/jpeg', name: 'neu.jpg', size: data.length },
    })
    // As a picture stored before the 768 and 1080 renditions existed (the migration's new columns).
    const emptied = Object.fromEntries(
      ['avif768', 'webp768', 'avif1080', 'webp1080'].map((name) => [
        name,
        { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null },
      ]),
    )
    await payload.db.updateOne({
      collection: 'media',
      id: made.id,
      data: { sizes: { ...made.sizes, ...emptied } },
    })
    const before = (await payload.findByID({ collection: 'media', id: made.id })) as Media
    expect(lacksRenditions(before)).toBe(true)
    expect(lacksRenditions(fresh)).toBe(false)

    const seen: string[] = []
    const run = await remakeRenditions(payload, { staticDir: instance.mediaDir }, (doc) =>
      seen.push(doc.filename!),
    )
    expect(run).toMatchObject({ remade: 1, failed: [] })
    expect(seen).toEqual(['alt.jpg'])

    const after = (await payload.findByID({ collection: 'media', id: made.id })) as Media
    expect(after.filename).toBe('alt.jpg')
    expect(after.url).toBe(made.url)
    expect([after.alt, after.focalX, after.focalY]).toEqual(['Alt', 30, 70])
    expect(lacksRenditions(after)).toBe(false)
    for (const width of RESPONSIVE_WIDTHS)
      for (const format of ['avif', 'webp']) {
        const size = (after.sizes as Sizes)[`${format}${width}`]
        expect(size?.width).toBe(width)
        expect(existsSync(path.join(instance.mediaDir, size!.filename!))).toBe(true)
      }
    expect(existsSync(path.join(instance.mediaDir, 'alt.jpg'))).toBe(true)

    // A second run finds nothing to do.
    expect(await remakeRenditions(payload, { staticDir: instance.mediaDir })).toMatchObject({
      remade: 0,
    })
  })
})
