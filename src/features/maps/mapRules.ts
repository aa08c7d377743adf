/** The map constants of the spec (section 9, "Maps") and of the issue. */
export const MAP_DEFAULT_ZOOM = 9
export const MAP_DEFAULT_TYPE = 'roadmap'
/** Marker icon size in pixels, anchored at the middle of its bottom edge. */
export const MARKER_SIZE = { width: 37, height: 55 } as const
/** The custom info box is 250 px wide; a picture in it at most 150 px. */
export const CUSTOM_INFOBOX_WIDTH = 250
export const CUSTOM_INFOBOX_IMAGE_MAX_WIDTH = 150
/** Over the query limit the same address is retried, the delay growing by 1 ms from 10 ms. */
export const GEOCODE_DELAY_MS = 10
export const GEOCODE_MAX_RETRIES = 20
/** OpenStreetMap's Nominatim allows at most one request per second from the whole site. */
export const GEOCODER_MIN_INTERVAL_MS = 1000
/** At most this many addresses per map and per call of the cache endpoint. */
export const MAX_MAP_ADDRESSES = 50
export const MAX_ADDRESS_LENGTH = 300
/** The server-rendered preview picture (2.5 : 1, sharp on a 1200 px wide column). */
export const PREVIEW_SIZE = { width: 1200, height: 480 } as const
export const TILE_SIZE = 256
export const MAX_ZOOM = 18

/** The delay before retry number `retry` (0-based) after an over-the-limit answer. */
export const geocodeRetryDelay = (retry: number) => GEOCODE_DELAY_MS + retry

/**
 * The key an address is cached under: the same address written with other spacing or case is
 * the same place.
 */
export const addressKey = (address: string) =>
  address.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE')

export const validLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90
export const validLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180

/** A route to the address on openstreetmap.org; nothing is requested until it is followed. */
export const routeUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/directions?route=%3B${latitude.toFixed(5)}%2C${longitude.toFixed(5)}`
