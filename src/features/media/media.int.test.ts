import fs, { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '@/test/testPayload'

import { Media, RESPONSIVE_WIDTHS } from '.'

describe('media uploads', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => instance?.cleanup())

  const photo = () =>
    sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#6b3f5c' } }).jpeg().toBuffer()

  it('makes an AVIF and a WebP rendition per responsive width and keeps the original', async () => {
    const data = await photo()
    const doc = await instance.payload.create({
      collection: 'media',
      data: { alt: 'Ein pflaumenfarbenes Testbild' },
      file: { data, mimetype: 'image/jpeg', name: 'test.jpg', size: data.length },
    })
    for (const width of RESPONSIVE_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const size = (doc.sizes as Record<string, { filename?: string; width?: number; mimeType?: string }>)[`${format}${width}`]
        expect(size?.width).toBe(width)
        expect(size?.mimeType).toBe(`image/${format}`)
        expect(existsSync(path.join(instance.mediaDir, size!.filename!))).toBe(true)
      }
    }
    expect(existsSync(path.join(instance.mediaDir, doc.filename!))).toBe(true)
  })

  it('requires alt text', async () => {
    const data = await photo()
    await expect(
      instance.payload.create({
        collection: 'media',
        data: {} as never,
        file: { data, mimetype: 'image/jpeg', name: 'ohne-alt.jpg', size: data.length },
      }),
    ).rejects.toThrow(/Alternativtext|alt/i)
  })

  it('refuses a damaged photo with the post_process message and keeps nothing of it', async () => {
    const whole = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .jpeg()
      .toBuffer()
    const data = whole.subarray(0, Math.floor(whole.length / 3))
    const filesBefore = fs.readdirSync(instance.mediaDir).sort()
    const { totalDocs } = await instance.payload.count({ collection: 'media' })
    await expect(
      instance.payload.create({
        collection: 'media',
        data: { alt: 'Abgeschnittenes Foto' },
        file: { data, mimetype: 'image/jpeg', name: 'abgeschnitten.jpg', size: data.length },
      }),
    ).rejects.toThrow(/verkleinern Sie es bitte/)
    expect((await instance.payload.count({ collection: 'media' })).totalDocs).toBe(totalDocs)
    expect(fs.readdirSync(instance.mediaDir).sort()).toEqual(filesBefore)
  })

  it('serves files with a one-year immutable cache header', () => {
    const headers = Media('/tmp').upload
    const modify = typeof headers === 'object' ? headers.modifyResponseHeaders : undefined
    const result = modify?.({ headers: new Headers() }) as Headers
    expect(result.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers files that are not there, dotfiles and the secret with 404, not a 500', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'))
    for (const name of ['da.jpg', '.gitkeep', 'payload-secret']) fs.writeFileSync(path.join(dir, name), 'x')
    const upload = Media(dir).upload
    const handler = typeof upload === 'object' ? upload.handlers![0]! : undefined
    const answer = (filename: string) =>
      handler!({} as never, { doc: {} as never, params: { collection: 'media', filename } })
    expect(await answer('da.jpg')).toBeUndefined()
    for (const name of ['fehlt.jpg', '.gitkeep', 'payload-secret', '../da.jpg', 'x\0.jpg'])
      expect(((await answer(name)) as Response).status).toBe(404)
    fs.rmSync(dir, { recursive: true })
  })
})
