import http from 'node:http'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestPayload } from '@/test/testPayload'

// The stand-in's address is set before the configuration reads it.
const standInPort = await vi.hoisted(async () =>
  (await import('@/test/standInAddress')).standInAddress('YOUTUBE_OEMBED_URL', '/oembed'),
)
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

/** What the oEmbed stand-in was asked, in order. */
const asked: URLSearchParams[] = []

/** Plays YouTube's oEmbed endpoint and image host, answering per video id. */
function startStandIn(thumbnail: Buffer) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${standInPort}`)
    if (url.pathname === '/oembed') asked.push(url.searchParams)
    if (url.pathname === '/thumb.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(thumbnail)
      return
    }
    const video = url.searchParams.get('url') ?? ''
    const status = video.includes('private0001')
      ? 403
      : video.includes('missing0001')
        ? 404
        : video.includes('broken00001')
          ? 500
          : 200
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(
      status === 200
        ? JSON.stringify({
            title: 'Salonrundgang',
            thumbnail_url: `http://127.0.0.1:${standInPort}/thumb.jpg`,
            // A video its owner allows on other sites only: found, but not for this one.
            ...(video.includes('domain00001') && { domain_status_code: 403 }),
          })
        : '{}',
    )
  })
  return new Promise<http.Server>((resolve) =>
    server.listen(standInPort, '127.0.0.1', () => resolve(server)),
  )
}

describe('video preview pictures from oEmbed (sqlite)', () => {
  let instance: TestPayload
  let server: http.Server
  beforeAll(async () => {
    const thumbnail = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#6b3f5c' },
    })
      .jpeg()
      .toBuffer()
    server = await startStandIn(thumbnail)
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => {
    await instance?.cleanup()
    server?.close()
  })

  const saveVideo = async (url: string) => {
    const page = await instance.payload.create({
      collection: 'pages',
      data: {
        title: `Video ${url.slice(-11)}`,
        _status: 'published',
        layout: [{ blockType: 'videoEmbed', provider: 'youtube', url, title: 'Rundgang' }],
      } as never,
      depth: 1,
    })
    return page.layout![0] as {
      preview?: { alt: string; filename: string } | null
      previewNote?: string | null
    }
  }

  it('stores the provider’s picture in the media library when the video is saved', async () => {
    const block = await saveVideo('https://www.youtube.com/watch?v=okvideo0001')
    expect(block.previewNote ?? null).toBeNull()
    // Asked with the player's options (spec § 8): the same as the player's address carries.
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      format: 'json',
      url: 'https://www.youtube.com/watch?v=okvideo0001',
      enablejsapi: '1',
      rel: '0',
    })
    expect(block.preview).toMatchObject({
      alt: 'Vorschaubild: Salonrundgang',
      filename: expect.stringMatching(/^video-vorschau-okvideo0001.*\.jpg$/),
    })
  })

  it('notes the spec’s errors for the editor and leaves no picture', async () => {
    const cases = [
      ['https://youtu.be/private0001', 'https://youtu.be/private0001 is not embeddable.'],
      ['https://youtu.be/domain00001', 'https://youtu.be/domain00001 is not embeddable.'],
      ['https://youtu.be/missing0001', 'https://youtu.be/missing0001 was not found.'],
      [
        'https://youtu.be/broken00001',
        'There was an error fetching the embed code from YouTube (500).',
      ],
      ['https://example.com/film', 'Die Adresse ist kein Video dieses Anbieters.'],
    ]
    for (const [url, note] of cases) {
      const block = await saveVideo(url!)
      expect(block.previewNote).toBe(note)
      expect(block.preview ?? null).toBeNull()
    }
  })
})
