import type { CollectionConfig, Field } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { anyone, isAdmin, isStaff } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'

import { DEFAULT_MESSAGES, MESSAGE_LABELS, type MessageKey } from '../messages'
import { formField, staffField } from './formFieldConfig'

const messagesGroup: Field = {
  name: 'messages',
  type: 'group',
  label: 'Meldungen',
  admin: { description: 'Was Besucher nach dem Senden lesen. Leer: der Standardtext.' },
  fields: (Object.keys(DEFAULT_MESSAGES) as MessageKey[]).map((key) => ({
    name: key,
    type: 'textarea' as const,
    label: MESSAGE_LABELS[key],
    defaultValue: DEFAULT_MESSAGES[key],
    admin: { rows: 2 },
  })),
}

const PLACEHOLDER_HELP =
  'Platzhalter: [feldname] für eine Angabe, [_all_fields] für alle, [_form_title], [_url], [_date].'

const mailGroup: Field = {
  name: 'mail',
  type: 'group',
  label: 'E-Mail an den Salon',
  access: { read: staffField },
  fields: [
    {
      name: 'recipients',
      type: 'text',
      label: 'Empfänger',
      required: true,
      admin: { description: 'Eine oder mehrere Adressen, durch Komma getrennt.' },
    },
    {
      name: 'from',
      type: 'text',
      label: 'Absender',
      admin: { description: 'z. B. „Website <website@ihr-salon.de>“. Leer: no-reply@Ihre-Domain.' },
    },
    {
      name: 'replyToField',
      type: 'text',
      label: 'Antwort an (Feldname der E-Mail-Adresse)',
      defaultValue: 'email',
    },
    {
      name: 'subject',
      type: 'text',
      label: 'Betreff',
      defaultValue: 'Neue Anfrage über die Website: [_form_title]',
      required: true,
    },
    {
      name: 'body',
      type: 'textarea',
      label: 'Text',
      // A function: multi-line SQL defaults differ between the adapters' schema snapshots.
      defaultValue: () =>
        'Über das Formular „[_form_title]“ kam am [_date] eine Anfrage:\n\n[_all_fields]\n\nGesendet von [_url]',
      required: true,
      admin: { rows: 8, description: PLACEHOLDER_HELP },
    },
  ],
}

const confirmationGroup: Field = {
  name: 'confirmation',
  type: 'group',
  label: 'Bestätigung an den Absender',
  access: { read: staffField },
  fields: [
    { name: 'enabled', type: 'checkbox', label: 'Bestätigung senden', defaultValue: false },
    {
      name: 'subject',
      type: 'text',
      label: 'Betreff',
      defaultValue: 'Ihre Nachricht ist angekommen',
      admin: {
        condition: (_: unknown, sibling: { enabled?: boolean }) => Boolean(sibling?.enabled),
      },
    },
    {
      name: 'body',
      type: 'textarea',
      label: 'Text',
      defaultValue: () =>
        'Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich.\n\nIhre Angaben:\n[_all_fields]',
      admin: {
        rows: 6,
        description: `Geht an die Adresse aus dem Feld „Antwort an“. ${PLACEHOLDER_HELP}`,
        condition: (_: unknown, sibling: { enabled?: boolean }) => Boolean(sibling?.enabled),
      },
    },
    {
      name: 'includeFreeText',
      type: 'checkbox',
      label: 'Frei eingegebenen Text in die Bestätigung übernehmen',
      defaultValue: false,
      admin: {
        description:
          'Die Bestätigung geht an eine Adresse, die niemand geprüft hat. Ohne diese Einstellung enthält sie nur E-Mail, Telefon, Datum, Zahlen und Auswahlen – so kann niemand über das Formular Fremden eigene Texte schicken. Höchstens 3 Bestätigungen pro Empfänger und 5 pro Absender in der Stunde.',
        condition: (_: unknown, sibling: { enabled?: boolean }) => Boolean(sibling?.enabled),
      },
    },
  ],
}

export const ContactForms: CollectionConfig = {
  slug: 'contact-forms',
  // Not „Formulare“ again under the group „Formulare“.
  labels: { singular: 'Kontaktformular', plural: 'Kontaktformulare' },
  admin: { useAsTitle: 'title', group: 'Formulare', defaultColumns: ['title', 'updatedAt'] },
  // Pages show the form to everyone; recipients, mail texts and quiz answers stay with the staff.
  access: { read: anyone, create: isStaff, update: isStaff, delete: isAdmin },
  custom: noPersonalData('Form definitions made by staff'),
  hooks: { afterChange: [expireAllPages], afterDelete: [expireAllPages] },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    // The form's id in a WordPress export (Contact Form 7) it came from: importing again updates it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Felder',
          fields: [
            formField,
            {
              name: 'submitLabel',
              type: 'text',
              label: 'Beschriftung der Schaltfläche',
              defaultValue: 'Senden',
            },
          ],
        },
        { label: 'E-Mail', fields: [mailGroup, confirmationGroup] },
        { label: 'Meldungen', fields: [messagesGroup] },
        {
          label: 'Spam und Aufbewahrung',
          fields: [
            {
              name: 'spam',
              type: 'group',
              label: 'Spamschutz',
              admin: {
                description:
                  'Immer aktiv: ein für Menschen unsichtbares Lockfeld, eine Mindestzeit zum Ausfüllen und eine Begrenzung pro Absender-Adresse. Was Lockfeld oder Mindestzeit auslöst, wird nicht verworfen: Es wartet unter „Formulare → Spam-Verdacht“ und kann dort freigegeben werden.',
              },
              fields: [
                {
                  name: 'minFillSeconds',
                  type: 'number',
                  label: 'Mindestzeit zum Ausfüllen (Sekunden)',
                  defaultValue: 3,
                  min: 0,
                  max: 60,
                },
              ],
            },
            {
              name: 'retentionDays',
              type: 'number',
              label: 'Anfragen löschen nach (Tagen)',
              defaultValue: 180,
              min: 1,
              max: 3650,
              required: true,
            },
          ],
        },
      ],
    },
  ],
}
