import type { CollectionConfig, Field } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff, visibleToAllOrStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { slugify } from '@/lib/slugify'
import { addressField } from '@/lib/payload/addressField'
import { rowLabel } from '@/lib/ui/admin/rowLabel'

import { EVENT_STATUSES } from '../eventStatus'
import { EVENT_PATHS, RESERVED_EVENT_SLUGS } from '../eventPaths'
import { expireEventPages, refuseDeleteWithTickets, syncPlacesAfterChange } from './eventHooks'
import { copyEventEndpoint, notifyAttendeesEndpoint } from '../admin/eventEndpoints.server'

const dateAndTime = {
  date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, displayFormat: 'dd.MM.yyyy HH:mm' },
} as const

const wholeNumber = (min: number) => (value: unknown) =>
  value == null || (Number.isInteger(value) && (value as number) >= min)
    ? true
    : `Bitte eine ganze Zahl ab ${min} angeben.`

const ticketTypes: Field = {
  name: 'ticketTypes',
  type: 'array',
  label: 'Kartenarten',
  labels: { singular: 'Kartenart', plural: 'Kartenarten' },
  minRows: 1,
  admin: {
    description:
      'Preis 0 € ist eine kostenlose Anmeldung. Karten mit Preis gehen durch Warenkorb und Kasse des Shops.',
    components: { RowLabel: rowLabel(['name', 'priceCents'], 'Kartenart ohne Namen') },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true, defaultValue: 'Teilnahme' },
        euroPriceField({ label: 'Preis (€)', required: true }),
        {
          name: 'capacity',
          type: 'number',
          label: 'Plätze',
          required: true,
          min: 1,
          validate: wholeNumber(1),
        },
        {
          name: 'maxPerOrder',
          type: 'number',
          label: 'Höchstens je Buchung',
          required: true,
          defaultValue: 4,
          min: 1,
          max: 20,
          validate: wholeNumber(1),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'saleStart',
          type: 'date',
          label: 'Verkauf ab',
          admin: { ...dateAndTime, description: 'Leer: sofort.' },
        },
        {
          name: 'saleEnd',
          type: 'date',
          label: 'Verkauf bis',
          admin: { ...dateAndTime, description: 'Leer: bis zum Beginn.' },
        },
      ],
    },
    {
      name: 'questions',
      type: 'array',
      label: 'Zusätzliche Fragen bei der Buchung',
      labels: { singular: 'Frage', plural: 'Fragen' },
      admin: { description: 'Der Name je Karte wird immer erfragt.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'question', type: 'text', label: 'Frage', required: true },
            { name: 'required', type: 'checkbox', label: 'Pflichtangabe', defaultValue: false },
          ],
        },
      ],
    },
  ],
}

/**
 * Workshops and courses with tickets (docs/events.md). The places of each ticket type are
 * counted in `event-places`, where a conditional update hands out the last one exactly once.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Veranstaltung', plural: 'Veranstaltungen' },
  admin: {
    group: 'Veranstaltungen & Karten',
    useAsTitle: 'title',
    defaultColumns: ['title', 'start', 'status', 'published'],
    description:
      'Kurse und Workshops mit Anmeldung oder Karten. Teilnehmerliste, CSV und Benachrichtigung stehen in jeder Veranstaltung unten.',
  },
  defaultSort: '-start',
  access: {
    read: visibleToAllOrStaff({ published: { equals: true } }),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  custom: noPersonalData('Published events'),
  endpoints: [copyEventEndpoint, notifyAttendeesEndpoint],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && !data.slug && typeof data.title === 'string') data.slug = slugify(data.title)
        if (data?.slug) data.path = EVENT_PATHS.detail(data.slug)
        return data
      },
    ],
    afterChange: [syncPlacesAfterChange, expireEventPages],
    beforeDelete: [refuseDeleteWithTickets],
    afterDelete: [expireEventPages],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    // The public address, kept for the site search (docs/architecture.md, search).
    { name: 'path', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        addressField({
          from: 'title',
          label: 'Adresse',
          optional: true,
          description: 'Teil der Adresse /veranstaltungen/…; leer: aus dem Titel.',
          reserved: RESERVED_EVENT_SLUGS,
        }),
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          defaultValue: 'planned',
          options: [...EVENT_STATUSES],
        },
        {
          name: 'published',
          type: 'checkbox',
          label: 'Auf der Website zeigen',
          defaultValue: true,
          index: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          label: 'Beginn',
          required: true,
          index: true,
          admin: dateAndTime,
        },
        {
          name: 'end',
          type: 'date',
          label: 'Ende',
          required: true,
          admin: dateAndTime,
          validate: (value: unknown, { siblingData }: { siblingData: { start?: string } }) =>
            value && siblingData.start && new Date(String(value)) <= new Date(siblingData.start)
              ? 'Das Ende muss nach dem Beginn liegen.'
              : true,
        },
      ],
    },
    {
      name: 'place',
      type: 'group',
      label: 'Ort',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'Wo',
          required: true,
          defaultValue: 'salon',
          options: [
            { value: 'salon', label: 'Im Salon (Adresse aus den Website-Einstellungen)' },
            { value: 'other', label: 'Anderer Ort' },
          ],
        },
        {
          type: 'row',
          admin: { condition: (_, sibling) => sibling?.kind === 'other' },
          fields: [
            { name: 'name', type: 'text', label: 'Name des Ortes' },
            { name: 'address', type: 'text', label: 'Adresse' },
          ],
        },
      ],
    },
    { name: 'picture', type: 'upload', relationTo: COLLECTIONS.media, label: 'Bild' },
    { name: 'summary', type: 'textarea', label: 'Kurzbeschreibung (Liste)', maxLength: 300 },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    {
      name: 'organiser',
      type: 'text',
      label: 'Veranstalter',
      admin: { description: 'Leer: der Salon.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'noWithdrawal',
          type: 'checkbox',
          label: 'Kein Widerrufsrecht (Freizeitveranstaltung mit festem Termin)',
          defaultValue: true,
          admin: {
            description:
              '§ 312g Abs. 2 Nr. 9 BGB. Bei beruflicher Fortbildung ausschalten: dann gilt das Widerrufsrecht.',
          },
        },
        {
          name: 'cancelHours',
          type: 'number',
          label: 'Stornieren bis … Stunden vor Beginn',
          defaultValue: 24,
          min: 0,
          validate: wholeNumber(0),
          admin: {
            description: 'Bis dahin geben Teilnehmer ihren Platz über den Link in der Mail frei.',
          },
        },
        {
          name: 'keepAttendeesMonths',
          type: 'number',
          label: 'Teilnehmerdaten löschen nach (Monaten)',
          defaultValue: 6,
          min: 0,
          validate: wholeNumber(0),
          admin: {
            description:
              'Namen, E-Mail-Adressen und Antworten werden so lange nach dem Ende gelöscht (DSGVO); die Zahl der Karten bleibt.',
          },
        },
      ],
    },
    ticketTypes,
    // The event's id in a WordPress export it came from: importing again updates it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
    {
      name: 'attendees',
      type: 'ui',
      label: 'Teilnehmer',
      admin: {
        components: { Field: '@/features/events/admin/AttendeePanel.client#AttendeePanel' },
      },
    },
  ],
}
