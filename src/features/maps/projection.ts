import { MAX_ZOOM, TILE_SIZE } from './mapRules'

/**
 * Web Mercator, as every slippy-map tile server and Leaflet use it: the world is a square of
 * 256 · 2^zoom pixels. Used on the server to draw the preview picture that stands in for the
 * interactive map before consent, so both show the same place at the same scale.
 */
export type Point = { latitude: number; longitude: number }
export type Pixel = { x: number; y: number }

const MAX_LATITUDE = 85.0511287798

export function project({ latitude, longitude }: Point, zoom: number): Pixel {
  const scale = TILE_SIZE * 2 ** zoom
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180
  return {
    x: ((longitude + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale,
  }
}

/**
 * The view of a box `width` × `height`: one point at `zoom`; several at the largest zoom that
 * shows them all with `padding` pixels to spare (Leaflet's fitBounds does the same).
 */
export function fitView(
  points: Point[],
  {
    width,
    height,
    zoom,
    padding = 60,
  }: { width: number; height: number; zoom: number; padding?: number },
): { center: Point; zoom: number } {
  if (points.length === 0) throw new Error('fitView needs at least one point')
  if (points.length === 1) return { center: points[0]!, zoom }
  const latitudes = points.map((point) => point.latitude)
  const longitudes = points.map((point) => point.longitude)
  const center = {
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
  }
  for (let candidate = MAX_ZOOM; candidate > 0; candidate -= 1) {
    const pixels = points.map((point) => project(point, candidate))
    const spanX = Math.max(...pixels.map((p) => p.x)) - Math.min(...pixels.map((p) => p.x))
    const spanY = Math.max(...pixels.map((p) => p.y)) - Math.min(...pixels.map((p) => p.y))
    if (spanX <= width - 2 * padding && spanY <= height - 2 * padding)
      return { center: fitCenter(points, candidate), zoom: candidate }
  }
  return { center, zoom: 0 }
}

/** The middle of the points' pixel box, back in degrees. */
function fitCenter(points: Point[], zoom: number): Point {
  const pixels = points.map((point) => project(point, zoom))
  const x = (Math.min(...pixels.map((p) => p.x)) + Math.max(...pixels.map((p) => p.x))) / 2
  const y = (Math.min(...pixels.map((p) => p.y)) + Math.max(...pixels.map((p) => p.y))) / 2
  return unproject({ x, y }, zoom)
}

export function unproject({ x, y }: Pixel, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom
  const n = Math.PI - (2 * Math.PI * y) / scale
  return {
    latitude: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))),
    longitude: (x / scale) * 360 - 180,
  }
}

/** The tiles covering a `width` × `height` box centred on `center`, and where each goes. */
export function tilesFor(center: Point, zoom: number, width: number, height: number) {
  const middle = project(center, zoom)
  const left = middle.x - width / 2
  const top = middle.y - height / 2
  const count = 2 ** zoom
  const tiles: Array<{ x: number; y: number; left: number; top: number }> = []
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + height; ty += 1) {
    if (ty < 0 || ty >= count) continue
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + width; tx += 1) {
      tiles.push({
        x: ((tx % count) + count) % count,
        y: ty,
        left: Math.round(tx * TILE_SIZE - left),
        top: Math.round(ty * TILE_SIZE - top),
      })
    }
  }
  return { tiles, origin: { x: left, y: top } }
}

/** A tile's address from the `{z}/{x}/{y}` template (`{s}` is the first subdomain, `a`). */
export const tileAddress = (template: string, z: number, x: number, y: number) =>
  template
    .replace('{s}', 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '')
