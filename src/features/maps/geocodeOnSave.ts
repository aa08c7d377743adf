import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { FieldHook, PayloadRequest, RequestContext } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { env } from '@/lib/env'
import type { MapBlock, Media } from '@/payload-types'

import { cachedGeocode, storeGeocode } from './geocodeCache'
import { createGeocoder, type Geocoded } from './geocoder.server'
import { addressKey, MAP_DEFAULT_ZOOM, validLatitude, validLongitude } from './mapRules'
import { defaultMarkerSvg } from './markerIcon'
import { type PreviewStyle, renderPreview } from './preview.server'

type AddressRow = NonNullable<MapBlock['addresses']>[number] & { geocodedFor?: string | null }
type MapContext = RequestContext & { skipGeocoding?: boolean; offlineMapPreview?: boolean }

let sharedGeocoder: ReturnType<typeof createGeocoder> | undefined
/** One per process: the one-request-per-second rule holds across all saves. */
const geocoder = () =>
  (sharedGeocoder ??= createGeocoder({ url: env().maps.geocoderUrl, userAgent: userAgent() }))

/** Nominatim's and the tile servers' policies ask for an application that names itself. */
const userAgent = () => `SalonLindenbluete-Website/1.0 (+${env().serverUrl})`

/**
 * Runs when a page with a map is saved: finds the coordinates of every address (own coordinates,
 * the cache, or the geocoder, in that order) and makes the preview picture. Visitors never wait
 * for a geocoder and never talk to one. A failure is a note on the row in the admin; the page
 * still shows the address.
 */
export const geocodeOnSave: FieldHook = async ({ value, siblingData, req, context }) => {
  if (!Array.isArray(value)) return value
  const rows = value as AddressRow[]
  for (const row of rows) await locate(row, req, context as MapContext)
  await refreshPreview(siblingData as MapBlock, rows, req, context as MapContext)
  return rows
}

async function locate(row: AddressRow, req: PayloadRequest, context: MapContext) {
  const address = typeof row.address === 'string' ? row.address.trim() : ''
  if (!address) return
  const key = addressKey(address)
  if (row.coordinates) {
    row.geocodeNote = null
    row.geocodedFor = null
    return
  }
  if (row.geocodedFor === key && validLatitude(row.latitude) && validLongitude(row.longitude))
    return
  const cached = await cachedGeocode(req.payload, address, req)
  if (cached) return place(row, key, cached)
  if (context.skipGeocoding)
    return unplaced(row, 'Ohne Internet nicht ermittelt; bitte erneut speichern.')
  const result = await geocoder().geocode(address)
  if (!result.ok) return unplaced(row, result.message)
  place(row, key, result)
  if (row.cache !== false) {
    // Two saves of the same new address at once: the second finds the first's entry; fine.
    await storeGeocode(req.payload, address, result, 'geocoder', req).catch(() => undefined)
  }
}

function place(row: AddressRow, key: string, found: Geocoded) {
  row.latitude = found.latitude
  row.longitude = found.longitude
  row.geocodedAddress = found.displayName || null
  row.geocodedFor = key
  row.geocodeNote = null
}

function unplaced(row: AddressRow, note: string) {
  row.latitude = null
  row.longitude = null
  row.geocodedAddress = null
  row.geocodedFor = null
  row.geocodeNote = note
}

const styleOf = (block: MapBlock): PreviewStyle =>
  block.mapStyle === 'custom' ? (block.customStyle ?? 'grayscale') : 'default'

async function refreshPreview(
  block: MapBlock,
  rows: AddressRow[],
  req: PayloadRequest,
  context: MapContext,
) {
  const located = rows.filter((row) => validLatitude(row.latitude) && validLongitude(row.longitude))
  if (located.length === 0) {
    block.preview = null
    block.previewKey = null
    block.previewNote =
      'Keine Adresse hat Koordinaten; Besucher sehen die Adressen ohne Kartenvorschau.'
    return
  }
  const colour = await siteColour(req)
  const markerIds = located.map((row) => idOf(row.marker) ?? idOf(block.markerIcon))
  const zoom = block.zoom ?? MAP_DEFAULT_ZOOM
  const { tileUrl } = env().maps
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        located.map((row) => [row.latitude, row.longitude]),
        markerIds,
        zoom,
        styleOf(block),
        block.overlayColor ?? null,
        colour,
        tileUrl,
        Boolean(context.offlineMapPreview),
      ]),
    )
    .digest('hex')
  if (block.previewKey === key && block.preview) return

  const markers = await Promise.all(markerIds.map((id) => markerPicture(id, colour, req)))
  const { image, complete } = await renderPreview({
    points: located.map((row) => ({ latitude: row.latitude!, longitude: row.longitude! })),
    markers,
    zoom,
    style: styleOf(block),
    overlayColor: block.overlayColor,
    tileUrl,
    userAgent: userAgent(),
    offline: context.offlineMapPreview,
  })
  const names = located.map((row) => row.title || row.address).join(', ')
  const media = await req.payload.create({
    collection: COLLECTIONS.media,
    req,
    data: { alt: `Kartenvorschau: ${names}`.slice(0, 300) },
    file: {
      data: image,
      mimetype: 'image/jpeg',
      name: `karte-${key.slice(0, 12)}.jpg`,
      size: image.byteLength,
    },
  })
  block.preview = media.id
  // An incomplete picture is made again at the next save.
  block.previewKey = complete || context.offlineMapPreview ? key : null
  block.previewNote =
    complete || context.offlineMapPreview
      ? null
      : 'Die Kartenkacheln konnten nicht alle geladen werden; die Vorschau zeigt einen schlichten Hintergrund. Beim nächsten Speichern wird es erneut versucht.'
}

const idOf = (value: number | Media | null | undefined) =>
  typeof value === 'number' ? value : (value?.id ?? null)

async function siteColour(req: PayloadRequest): Promise<string> {
  const settings = await req.payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0, req })
  return settings.primaryColor ?? '#6b3f5c'
}

/** The owner's marker picture from the media folder, or the default pin. */
async function markerPicture(id: number | null, colour: string, req: PayloadRequest) {
  if (id != null) {
    try {
      const media = await req.payload.findByID({ collection: COLLECTIONS.media, id, depth: 0, req })
      if (media.filename && media.mimeType?.startsWith('image/'))
        return await fs.readFile(path.join(mediaFolder(req), path.basename(media.filename)))
    } catch {
      // A deleted or unreadable picture: the default pin stands in.
    }
  }
  return Buffer.from(defaultMarkerSvg(colour))
}

/** Where this Payload keeps uploads (tests run several, each with its own folder). */
const mediaFolder = (req: PayloadRequest) =>
  req.payload.collections.media?.config.upload.staticDir ?? env().mediaDir
