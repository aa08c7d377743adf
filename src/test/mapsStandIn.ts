import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'

import type { MapBlock } from '@/payload-types'

/**
 * A stand-in for Nominatim and a tile server on a free port of 127.0.0.1 for the maps'
 * integration tests: "Überlastet" answers 429 `busy` times first, "Nirgendwo" is not found, tiles
 * fail while `tilesDown`; every request is logged. `runStandIn` points GEOCODER_URL and
 * MAP_TILE_URL at it before the file's Payload is started (its configuration reads them), so
 * files running side by side never meet on one port.
 */
export const standIn = { requests: [] as string[], busy: 0, tilesDown: false }

async function startStandIn() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#b7d7a8' },
  })
    .png()
    .toBuffer()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    standIn.requests.push(`${url.pathname}${url.search}`)
    if (url.pathname.startsWith('/tiles/')) {
      if (standIn.tilesDown) response.writeHead(503).end()
      else response.writeHead(200, { 'content-type': 'image/png' }).end(tile)
      return
    }
    const q = url.searchParams.get('q') ?? ''
    if (q.includes('Überlastet') && standIn.busy > 0) {
      standIn.busy -= 1
      response.writeHead(429).end()
    } else if (q.includes('Nirgendwo')) response.writeHead(200).end('[]')
    else
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify([
            { lat: '52.5362', lon: '13.4086', display_name: `${q}, Berlin, Deutschland` },
          ]),
        )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  process.env.GEOCODER_URL = `http://127.0.0.1:${port}/search`
  process.env.MAP_TILE_URL = `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`
  return server
}

/** Starts the stand-in for the file's tests (call it before their Payload starts), stops it after. */
export function runStandIn() {
  let server: http.Server
  beforeAll(async () => {
    server = await startStandIn()
  })
  afterAll(() => server?.close())
}

export type Row = NonNullable<MapBlock['addresses']>[number]

/** How many geocoder requests asked for `text`. */
export const geocodeRequests = (text: string) =>
  standIn.requests.filter(
    (request) =>
      request.startsWith('/search') &&
      decodeURIComponent(request.replace(/\+/g, ' ')).includes(text),
  ).length
