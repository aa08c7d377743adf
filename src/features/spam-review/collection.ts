import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { isAdmin, nobody } from '@/lib/access'

import { releaseEndpoint } from './releaseEndpoint.server'
import { forgetKept } from './purge.server'
import { spamSuspectsPersonalData } from './spamSuspectsPersonalData.server'

export const KIND_LABELS = {
  contact: 'Kontaktformular',
  booking: 'Terminbuchung',
  tickets: 'Ticket-Anmeldung',
  registration: 'Konto-Registrierung',
} as const

/**
 * „Spam-Verdacht“: what tripped a robot trap or came faster than a person types, kept for the
 * owner's review instead of being dropped (contracts/spamReview.ts). Nobody creates or edits an
 * entry by hand: the receiving features hold them, „Freigeben“ releases them.
 */
export const SpamSuspects: CollectionConfig = {
  slug: 'spam-suspects',
  labels: { singular: 'Spam-Verdacht', plural: 'Spam-Verdacht' },
  admin: {
    useAsTitle: 'summary',
    group: 'Formulare',
    defaultColumns: ['summary', 'kind', 'reason', 'status', 'createdAt'],
    description:
      'Einsendungen, die eine Robotfalle ausgelöst haben oder schneller ausgefüllt wurden, als ein Mensch tippt. Nichts davon wurde verschickt oder gebucht; ein zurückgehaltener Termin belegt keine Zeit. „Freigeben“ führt die Einsendung so aus, als wäre sie normal gekommen (mit den üblichen E-Mails). Einträge werden nach 30 Tagen gelöscht.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: deskOffer(spamSuspectsPersonalData),
  hooks: { afterDelete: [forgetKept] },
  endpoints: [releaseEndpoint],
  fields: [
    {
      name: 'release',
      label: 'Freigeben',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/spam-review/admin/ReleaseButton.client#ReleaseButton' },
      },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'held',
      dbName: 'spam_status',
      options: [
        { value: 'held', label: 'Zurückgehalten' },
        { value: 'released', label: 'Freigegeben' },
        { value: 'failed', label: 'Freigabe nicht möglich' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'outcome',
      type: 'text',
      label: 'Ergebnis der Freigabe',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'summary',
      type: 'text',
      label: 'Kurzfassung',
      required: true,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'Art',
          required: true,
          dbName: 'spam_kind',
          options: Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
          admin: { readOnly: true },
        },
        {
          name: 'reason',
          type: 'select',
          label: 'Grund',
          required: true,
          dbName: 'spam_reason',
          options: [
            { value: 'trap', label: 'Robotfalle ausgefüllt' },
            { value: 'fill_time', label: 'Zu schnell oder ohne Ausfüllzeit' },
          ],
          admin: { readOnly: true },
        },
        { name: 'email', type: 'email', label: 'E-Mail', admin: { readOnly: true } },
      ],
    },
    {
      name: 'details',
      type: 'textarea',
      label: 'Eingegangene Angaben',
      admin: { readOnly: true, rows: 8 },
    },
    // What the receiving feature needs for „Freigeben“; the owner reads `details`.
    { name: 'data', type: 'json', required: true, admin: { hidden: true } },
  ],
}
