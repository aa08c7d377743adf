import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'

import { attendeesCsvEndpoint, checkInEndpoint } from '../admin/ticketEndpoints.server'
import { TICKET_STATUSES } from '../eventStatus'
import { freePlaceAfterChange, freePlaceAfterDelete, takePlaceBeforeChange } from './ticketHooks'
import { eventTicketsPersonalData } from './eventTicketsPersonalData.server'

const readOnly = { readOnly: true } as const

/**
 * One ticket per attendee. Its code is the ticket (QR code and text); the booking key (stored
 * hashed) opens the visitor's page with all tickets of one booking and their cancellation.
 */
export const EventTickets: CollectionConfig = {
  slug: 'event-tickets',
  labels: { singular: 'Karte', plural: 'Karten' },
  admin: {
    group: 'Veranstaltungen & Karten',
    useAsTitle: 'attendeeName',
    defaultColumns: ['attendeeName', 'event', 'ticketTypeName', 'status', 'checkedInAt'],
    listSearchableFields: ['attendeeName', 'email', 'code'],
    description:
      'Alle Karten und Anmeldungen. „Storniert“ gibt den Platz frei; die Warteliste erfährt es per E-Mail.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: deskOffer(eventTicketsPersonalData),
  endpoints: [checkInEndpoint, attendeesCsvEndpoint],
  hooks: {
    beforeChange: [takePlaceBeforeChange],
    afterChange: [freePlaceAfterChange],
    afterDelete: [freePlaceAfterDelete],
  },
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
          // The owner reads the name beside it; the id is the site's own.
          admin: { hidden: true },
        },
        { name: 'ticketTypeName', type: 'text', label: 'Kartenart' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'attendeeName', type: 'text', label: 'Name', required: true },
        { name: 'email', type: 'email', label: 'E-Mail', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          defaultValue: 'valid',
          options: [...TICKET_STATUSES],
          index: true,
        },
        {
          name: 'checkedInAt',
          type: 'date',
          label: 'Eingecheckt',
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
        },
        euroPriceField({ name: 'priceCents', label: 'Preis (€)', readOnly: true }),
      ],
    },
    {
      name: 'checkInOverride',
      type: 'text',
      label: 'Eingelassen trotz Warnung',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.checkInOverride),
        description:
          'Am Einlass festgehalten: wofür die Karte nicht galt, der Grund und wer einließ.',
      },
    },
    {
      name: 'answers',
      type: 'array',
      label: 'Antworten',
      labels: { singular: 'Antwort', plural: 'Antworten' },
      fields: [
        { name: 'question', type: 'text', label: 'Frage' },
        { name: 'answer', type: 'text', label: 'Antwort' },
      ],
    },
    { name: 'code', type: 'text', label: 'Code', unique: true, index: true, admin: readOnly },
    { name: 'bookingKeyHash', type: 'text', index: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', type: 'text', label: 'Bestellung', index: true, admin: readOnly },
        {
          name: 'heldUntil',
          type: 'date',
          label: 'Im Warenkorb reserviert bis',
          admin: {
            ...readOnly,
            condition: (data) => data?.status === 'held',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
          },
        },
      ],
    },
    // The cart line's reference (contracts/ticketSales.ts) while the tickets wait in a cart.
    { name: 'cartRef', type: 'text', index: true, admin: { hidden: true } },
    { name: 'order', type: 'number', admin: { hidden: true } },
  ],
}
