import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff } from '@/lib/access'
import { eventWaitlistPersonalData } from './eventWaitlistPersonalData.server'

/**
 * Who wants a place of a sold-out ticket type, in order of their entry. A freed place is offered
 * by mail to the next one not yet told (waitlist.server.ts); the place goes to whoever books first.
 */
export const EventWaitlist: CollectionConfig = {
  slug: 'event-waitlist',
  labels: { singular: 'Wartelisten-Eintrag', plural: 'Warteliste' },
  admin: {
    group: 'Veranstaltungen & Karten',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'event', 'createdAt', 'notifiedAt'],
  },
  defaultSort: 'createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: deskOffer(eventWaitlistPersonalData),
  indexes: [{ fields: ['event', 'ticketType', 'email'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'relationship',
          relationTo: COLLECTIONS.events,
          required: true,
          index: true,
          label: 'Veranstaltung',
        },
        {
          name: 'ticketType',
          type: 'text',
          required: true,
          label: 'Kartenart (Kennung)',
          // The site's own id of the ticket type: nothing the owner can read.
          admin: { hidden: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true },
        { name: 'email', type: 'email', label: 'E-Mail', required: true },
      ],
    },
    {
      name: 'notifiedAt',
      type: 'date',
      label: 'Über freien Platz informiert',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
      },
    },
  ],
}
