import sharp, { type OverlayOptions } from 'sharp'

import { MARKER_SIZE, PREVIEW_SIZE, TILE_SIZE } from './mapRules'
import { fitView, type Point, project, tileAddress, tilesFor } from './projection'

export type PreviewStyle = 'default' | 'grayscale' | 'muted' | 'sepia'

type PreviewInput = {
  points: Point[]
  /** One marker picture (PNG/SVG bytes) per point. */
  markers: Buffer[]
  zoom: number
  style: PreviewStyle
  overlayColor?: string | null
  tileUrl: string
  userAgent: string
  /** Draw a plain background instead of fetching tiles (the demo seed, which has no internet). */
  offline?: boolean
}

const { width: WIDTH, height: HEIGHT } = PREVIEW_SIZE
/** Tiles are drawn on a canvas one tile larger on each side, then the view is cut out of it. */
const MARGIN = TILE_SIZE

/**
 * The picture visitors see before they consent to maps: the tiles of the view, fetched by the
 * server once when the owner saves, with the markers drawn in. `complete` is false when a tile
 * could not be fetched (a plain background stands in for the missing ones).
 */
export async function renderPreview(
  input: PreviewInput,
): Promise<{ image: Buffer; complete: boolean }> {
  const view = fitView(input.points, { width: WIDTH, height: HEIGHT, zoom: input.zoom })
  const { tiles, origin } = tilesFor(view.center, view.zoom, WIDTH, HEIGHT)
  const fetched = input.offline
    ? tiles.map(() => null)
    : await mapLimited(tiles, 4, (tile) =>
        fetchTile(tileAddress(input.tileUrl, view.zoom, tile.x, tile.y), input.userAgent),
      )
  const complete = !input.offline && fetched.every(Boolean)

  const canvas = sharp(await backgroundSvg(view.zoom, origin)).composite(
    tiles.flatMap((tile, index) => {
      const data = fetched[index]
      return data ? [{ input: data, left: tile.left + MARGIN, top: tile.top + MARGIN }] : []
    }),
  )
  let base = sharp(await canvas.png().toBuffer()).extract({
    left: MARGIN,
    top: MARGIN,
    width: WIDTH,
    height: HEIGHT,
  })
  if (input.style === 'grayscale') base = base.grayscale()
  else if (input.style === 'muted') base = base.modulate({ saturation: 0.35, brightness: 1.05 })
  else if (input.style === 'sepia')
    base = base.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ])
  const layers: OverlayOptions[] = []
  const tint = input.overlayColor && /^#[0-9a-f]{6}$/i.exec(input.overlayColor)
  if (tint)
    layers.push({
      input: {
        create: {
          width: WIDTH,
          height: HEIGHT,
          channels: 4,
          background: { ...hexToRgb(tint[0]), alpha: 0.3 },
        },
      },
    })
  for (const [index, point] of input.points.entries()) {
    const pixel = project(point, view.zoom)
    const left = Math.round(pixel.x - origin.x - MARKER_SIZE.width / 2)
    const top = Math.round(pixel.y - origin.y - MARKER_SIZE.height)
    if (
      left < 0 ||
      top < 0 ||
      left + MARKER_SIZE.width > WIDTH ||
      top + MARKER_SIZE.height > HEIGHT
    )
      continue
    layers.push({ input: await markerPng(input.markers[index]!), left, top })
  }
  const image = await sharp(await base.png().toBuffer())
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  return { image, complete }
}

/** A light, street-grid-like ground, so a preview without tiles still reads as a map. */
function backgroundSvg(zoom: number, origin: { x: number; y: number }) {
  const width = WIDTH + 2 * MARGIN
  const height = HEIGHT + 2 * MARGIN
  const step = Math.max(48, 2 ** Math.max(0, zoom - 8) * 6)
  const offsetX = -((origin.x - MARGIN) % step)
  const offsetY = -((origin.y - MARGIN) % step)
  const lines: string[] = []
  for (let x = offsetX; x < width; x += step) lines.push(`M${x.toFixed(1)} 0V${height}`)
  for (let y = offsetY; y < height; y += step) lines.push(`M0 ${y.toFixed(1)}H${width}`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#ece7df"/>` +
    `<path d="${lines.join('')}" stroke="#ffffff" stroke-width="6" fill="none"/>` +
    `<path d="${lines.join('')}" stroke="#d9d2c6" stroke-width="1" fill="none"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function fetchTile(url: string, userAgent: string): Promise<Buffer | null> {
  try {
    const response = await fetch(url, {
      headers: { 'User-Agent': userAgent, Accept: 'image/png,image/*' },
      signal: AbortSignal.timeout(8000),
      redirect: 'error',
    })
    if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) {
      await response.body?.cancel()
      return null
    }
    const data = Buffer.from(await response.arrayBuffer())
    // A tile must be a picture of tile size; anything else is not drawn.
    const meta = await sharp(data).metadata()
    if (meta.width !== TILE_SIZE || meta.height !== TILE_SIZE) return null
    return await sharp(data).png().toBuffer()
  } catch {
    return null
  }
}

const markerPng = (data: Buffer) =>
  sharp(data)
    .resize(MARKER_SIZE.width, MARKER_SIZE.height, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer()

const hexToRgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
})

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
