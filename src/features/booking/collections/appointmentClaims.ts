import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { nobody } from '@/lib/access'

/**
 * One row per staff member and occupied 5-minute unit (claims.server.ts). Written only by the
 * booking's own SQL; nobody reads or writes it through the API or the admin.
 */
export const AppointmentClaims: CollectionConfig = {
  slug: 'appointment-claims',
  labels: { singular: 'Belegte Zeit', plural: 'Belegte Zeiten' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  custom: noPersonalData('Time units held by an appointment, by staff member and key'),
  indexes: [{ fields: ['staff', 'unit'], unique: true }],
  fields: [
    { name: 'staff', type: 'number', required: true },
    { name: 'unit', type: 'number', required: true, index: true },
    { name: 'holder', type: 'text', required: true, index: true },
  ],
}
