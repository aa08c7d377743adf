import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { exportXml, sourceOf } from '../test/exportKit'
import { runImport } from './runImport.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

describeEach('pictures from the old host (%s)', (kind) => {
  let instance: TestPayload
  let server: Server
  let origin = ''
  const asked: string[] = []

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const jpeg = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#335577' },
    })
      .jpeg()
      .toBuffer()
    server = createServer((req, res) => {
      asked.push(req.url ?? '')
      if (req.url === '/wp-content/uploads/farn.jpg')
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
      if (req.url === '/wp-content/uploads/umzug.jpg')
        return res.writeHead(301, { location: '/wp-content/uploads/farn.jpg' }).end()
      if (req.url === '/wp-content/uploads/seite.jpg')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>nein</p>')
      if (req.url === '/wp-content/uploads/weg.jpg')
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/' }).end()
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server?.close()
    await instance?.cleanup()
  })

  it('fetches an attachment missing from the uploads, only from the old host and only media', async () => {
    const attachment = (id: number, file: string, host = origin) => ({
      id,
      type: 'attachment',
      title: file,
      status: 'inherit',
      link: `${origin}/?attachment_id=${id}`,
      attachmentUrl: `${host}/wp-content/uploads/${file}`,
    })
    const xml = exportXml([
      attachment(1, 'farn.jpg'),
      attachment(2, 'umzug.jpg'),
      attachment(3, 'seite.jpg'),
      attachment(4, 'fehlt.jpg'),
      attachment(5, 'weg.jpg'),
      attachment(6, 'fremd.jpg', 'http://127.0.0.2:9'),
    ]).replace(/<link>https:\/\/alt-salon\.example<\/link>/, `<link>${origin}</link>`)
    const report = await runImport(instance.payload, {
      source: sourceOf(xml),
      dryRun: false,
      allowPrivateHosts: true,
    })
    expect(report.counts.Medien).toEqual({ created: 2, updated: 0 })
    expect(report.missingMedia.map((row) => row.title).sort()).toEqual([
      'fehlt.jpg',
      'fremd.jpg',
      'seite.jpg',
      'weg.jpg',
    ])
    // The redirect to an address inside the network was not followed.
    expect(asked).not.toContain('/latest/')
    const media = await instance.payload.find({
      collection: 'media',
      where: { wordpressId: { exists: true } },
    })
    expect(media.docs.map((doc) => doc.mimeType)).toEqual(['image/jpeg', 'image/jpeg'])
  })
})
