import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { isAdmin, nobody } from '@/lib/access'

export const GEOCODE_CACHE_SLUG = 'map-geocodes'

/**
 * Geocoding results, one per address text (spec: the address and the geocoded address belong
 * together). Filled when the owner saves a map and by POST /api/maps/cache; read when a map is
 * saved, so an address is asked of the geocoder once. Deleting an entry makes the next save ask
 * again.
 */
export const GeocodeCache: CollectionConfig = {
  slug: GEOCODE_CACHE_SLUG,
  // Kept for the site's own use: under „Technik“, in plain words.
  labels: { singular: 'Gefundene Kartenadresse', plural: 'Gefundene Kartenadressen' },
  admin: {
    group: 'Technik',
    useAsTitle: 'address',
    defaultColumns: ['address', 'latitude', 'longitude', 'source', 'createdAt'],
    description:
      'Koordinaten zu den Adressen der Karten. Ein gelöschter Eintrag wird beim nächsten Speichern der Karte neu ermittelt.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: noPersonalData('Coordinates of the addresses staff put on maps'),
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
        { label: 'Adresssuche beim Speichern', value: 'geocoder' },
        { label: 'Über die Schnittstelle gemeldet', value: 'client' },
      ],
    },
  ],
}
