import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'

import { nobody } from '@/lib/access'

/**
 * Places left per ticket type (places.server.ts). Written only by the events' own code and
 * conditional updates; nobody reads or writes it through the API or the admin.
 */
export const EventPlaces: CollectionConfig = {
  slug: 'event-places',
  labels: { singular: 'Freie Plätze', plural: 'Freie Plätze' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  custom: noPersonalData('Places counted per event and ticket type'),
  indexes: [{ fields: ['event', 'ticketType'], unique: true }],
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: COLLECTIONS.events,
      required: true,
      index: true,
    },
    { name: 'ticketType', type: 'text', required: true },
    { name: 'placesLeft', type: 'number', required: true },
  ],
}
