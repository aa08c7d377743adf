import type { CollectionConfig, Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/lib/access'

import type { Geocoded } from './geocoder.server'
import { addressKey } from './mapRules'

export const GEOCODE_CACHE_SLUG = 'map-geocodes'

/**
 * Geocoding results, one per address text (spec: the address and the geocoded address belong
 * together). Filled when the owner saves a map and by POST /api/maps/cache; read when a map is
 * saved, so an address is asked of the geocoder once. Deleting an entry makes the next save ask
 * again.
 */
export const GeocodeCache: CollectionConfig = {
  slug: GEOCODE_CACHE_SLUG,
  labels: { singular: 'Geocoding-Ergebnis', plural: 'Geocoding-Cache' },
  admin: {
    group: 'Verwaltung',
    useAsTitle: 'address',
    defaultColumns: ['address', 'latitude', 'longitude', 'source', 'createdAt'],
    description:
      'Koordinaten zu den Adressen der Karten. Ein gelöschter Eintrag wird beim nächsten Speichern der Karte neu ermittelt.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  timestamps: true,
  fields: [
    { name: 'key', type: 'text', label: 'Schlüssel', required: true, unique: true, index: true },
    { name: 'address', type: 'text', label: 'Adresse', required: true },
    { name: 'latitude', type: 'number', label: 'Breitengrad', required: true },
    { name: 'longitude', type: 'number', label: 'Längengrad', required: true },
    { name: 'geocodedAddress', type: 'text', label: 'Gefundene Adresse' },
    {
      name: 'source',
      type: 'select',
      label: 'Quelle',
      required: true,
      options: [
        { label: 'Geocoding beim Speichern', value: 'geocoder' },
        { label: 'Über die Schnittstelle gemeldet', value: 'client' },
      ],
    },
  ],
}

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
