import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAdmin, nobody } from '@/lib/access'
import { clock } from '@/lib/clock'
import { mailOutboxPersonalData } from './mailOutboxPersonalData.server'

/** The owner puts a mail back into the queue: it gets a fresh set of attempts, starting now. */
const requeue: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) =>
  operation === 'update' && data.status === 'queued' && originalDoc?.status !== 'queued'
    ? { ...data, attempts: 0, lastError: null, nextAttemptAt: clock.now().toISOString() }
    : data

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'E-Mail', plural: 'Postausgang' },
  admin: {
    useAsTitle: 'subject',
    group: 'Formulare',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    description:
      'Jede E-Mail der Formulare und des Shops. „Warteschlange“ wird automatisch mit wachsenden Abständen erneut versucht; „Im Postausgang“ heißt: kein Mailserver eingerichtet (Verwaltung → E-Mail-Versand), die Nachricht ist nur hier lesbar. Zum erneuten Senden den Status auf „Warteschlange“ setzen.',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  custom: deskOffer(mailOutboxPersonalData),
  hooks: { beforeChange: [requeue] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          dbName: 'outbox_status',
          options: [
            { value: 'queued', label: 'Warteschlange' },
            { value: 'sent', label: 'Versendet' },
            { value: 'failed', label: 'Endgültig fehlgeschlagen' },
            { value: 'stored', label: 'Im Postausgang (kein Mailserver)' },
          ],
        },
        {
          name: 'kind',
          type: 'select',
          label: 'Art',
          dbName: 'outbox_kind',
          options: [
            { value: 'notification', label: 'Benachrichtigung an den Salon' },
            { value: 'confirmation', label: 'Bestätigung an den Absender' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'attempts',
          type: 'number',
          label: 'Versuche',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'nextAttemptAt',
          type: 'date',
          label: 'Nächster Versuch',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'sentAt',
          type: 'date',
          label: 'Versendet am',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'lastError', type: 'text', label: 'Letzter Fehler', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', label: 'Von', required: true, admin: { readOnly: true } },
        { name: 'to', type: 'text', label: 'An', required: true, admin: { readOnly: true } },
        { name: 'replyTo', type: 'text', label: 'Antwort an', admin: { readOnly: true } },
      ],
    },
    { name: 'subject', type: 'text', label: 'Betreff', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', label: 'Text', required: true, admin: { readOnly: true } },
    {
      name: 'html',
      type: 'textarea',
      label: 'HTML',
      required: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'attachments',
      type: 'json',
      label: 'Anhänge',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: COLLECTIONS.formSubmissions,
      label: 'Anfrage',
      index: true,
      admin: { readOnly: true },
    },
  ],
}
