import type { Payload, PayloadRequest } from 'payload'

import type { Geocoded } from './geocoder.server'
import { addressKey } from './mapRules'

import { GEOCODE_CACHE_SLUG } from './collections/geocodeCache'

export { GEOCODE_CACHE_SLUG, GeocodeCache } from './collections/geocodeCache'

export async function cachedGeocode(
  payload: Payload,
  address: string,
  req?: PayloadRequest,
): Promise<Geocoded | null> {
  const found = await payload.find({
    collection: GEOCODE_CACHE_SLUG,
    where: { key: { equals: addressKey(address) } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const entry = found.docs[0]
  return entry
    ? {
        latitude: entry.latitude,
        longitude: entry.longitude,
        displayName: entry.geocodedAddress ?? '',
      }
    : null
}

/** Keys of the given addresses that are cached already. */
export async function cachedKeys(payload: Payload, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const found = await payload.find({
    collection: GEOCODE_CACHE_SLUG,
    where: { key: { in: keys } },
    limit: keys.length,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(found.docs.map((doc) => doc.key))
}

export async function storeGeocode(
  payload: Payload,
  address: string,
  result: Geocoded,
  source: 'geocoder' | 'client',
  req?: PayloadRequest,
) {
  await payload.create({
    collection: GEOCODE_CACHE_SLUG,
    data: {
      key: addressKey(address),
      address: address.trim(),
      latitude: result.latitude,
      longitude: result.longitude,
      geocodedAddress: result.displayName || null,
      source,
    },
    req,
    overrideAccess: true,
  })
}
