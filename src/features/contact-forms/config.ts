import type {
  Block,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  FieldAccess,
} from 'payload'

import { anyone, isAdmin, isStaff } from '@/lib/access'
import { anchorField } from '@/lib/fields/anchor'
import { expireAllPages } from '@/lib/revalidate'

import { DEFAULT_ACCEPT, DEFAULT_MAX_FILE_KB, FIELD_TYPES, type FieldType } from './definition'
import { DEFAULT_MESSAGES, MESSAGE_LABELS, type MessageKey } from './messages'

const TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text (einzeilig)',
  email: 'E-Mail',
  tel: 'Telefon',
  url: 'Internetadresse',
  number: 'Zahl',
  date: 'Datum',
  textarea: 'Text (mehrzeilig)',
  select: 'Auswahlliste',
  checkbox: 'Kontrollkästchen-Gruppe',
  radio: 'Optionsfelder',
  acceptance: 'Einwilligung',
  quiz: 'Kontrollfrage (Quiz)',
  file: 'Datei-Upload',
  hidden: 'Verstecktes Feld',
}

const staffField: FieldAccess = ({ req }) => Boolean(isStaff({ req }))

const forTypes =
  (...types: FieldType[]) =>
  (_: unknown, sibling: { type?: FieldType }) =>
    Boolean(sibling?.type && types.includes(sibling.type))

const TEXTLIKE: FieldType[] = ['text', 'email', 'tel', 'url', 'textarea']

const formField: Field = {
  name: 'fields',
  type: 'array',
  label: 'Felder',
  labels: { singular: 'Feld', plural: 'Felder' },
  dbName: 'cf_fields',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: 'Feldtyp',
          required: true,
          defaultValue: 'text',
          dbName: 'cf_field_type',
          options: FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
        },
        {
          name: 'name',
          type: 'text',
          label: 'Feldname',
          required: true,
          admin: {
            description:
              'Kurz, ohne Leerzeichen, z. B. „telefon“. In E-Mail-Texten als [telefon] einsetzbar.',
          },
          validate: (value: unknown) =>
            typeof value === 'string' && /^[A-Za-z][A-Za-z0-9-]{0,39}$/.test(value)
              ? true
              : 'Nur Buchstaben, Ziffern und Bindestriche, beginnend mit einem Buchstaben (höchstens 40 Zeichen).',
        },
        {
          name: 'required',
          type: 'checkbox',
          label: 'Pflichtfeld',
          admin: {
            condition: (_: unknown, sibling: { type?: FieldType }) =>
              !['acceptance', 'quiz', 'hidden'].includes(sibling?.type ?? ''),
          },
        },
      ],
    },
    {
      name: 'label',
      type: 'textarea',
      label: 'Beschriftung',
      admin: {
        rows: 2,
        description: 'Bei Einwilligungen der Text neben dem Kästchen.',
        condition: (_: unknown, sibling: { type?: FieldType }) => sibling?.type !== 'hidden',
      },
    },
    {
      name: 'placeholder',
      type: 'text',
      label: 'Platzhalter',
      admin: { condition: forTypes(...TEXTLIKE, 'number') },
    },
    {
      type: 'row',
      admin: { condition: forTypes(...TEXTLIKE) },
      fields: [
        { name: 'minLength', type: 'number', label: 'Mindestlänge (Zeichen)', min: 0 },
        { name: 'maxLength', type: 'number', label: 'Höchstlänge (Zeichen)', min: 1 },
        {
          name: 'counter',
          type: 'select',
          label: 'Zeichenzähler',
          defaultValue: 'none',
          dbName: 'cf_counter',
          options: [
            { value: 'none', label: 'Keiner' },
            { value: 'up', label: 'Zeichen zählen' },
            { value: 'down', label: 'Verbleibende Zeichen (braucht Höchstlänge)' },
          ],
        },
      ],
    },
    {
      name: 'options',
      type: 'array',
      label: 'Auswahlmöglichkeiten',
      dbName: 'cf_opts',
      admin: { condition: forTypes('select', 'checkbox', 'radio') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Beschriftung', required: true },
            {
              name: 'value',
              type: 'text',
              label: 'Wert (leer: wie Beschriftung)',
            },
            {
              name: 'freeText',
              type: 'checkbox',
              label: 'Mit Freitextfeld („Sonstiges: …“)',
            },
          ],
        },
      ],
    },
    {
      name: 'exclusive',
      type: 'checkbox',
      label: 'Nur ein Kästchen wählbar (exklusiv)',
      admin: { condition: forTypes('checkbox') },
    },
    {
      type: 'row',
      admin: { condition: forTypes('acceptance') },
      fields: [
        { name: 'acceptanceOptional', type: 'checkbox', label: 'Freiwillig (blockiert nicht)' },
        {
          name: 'acceptanceInverted',
          type: 'checkbox',
          label: 'Umgekehrt: darf nicht angekreuzt sein',
        },
      ],
    },
    {
      name: 'quiz',
      type: 'array',
      label: 'Fragen und Antworten',
      dbName: 'cf_quiz',
      admin: {
        condition: forTypes('quiz'),
        description:
          'Eine Frage wird zufällig gezeigt. Mehrere richtige Antworten mit | trennen, z. B. „7|sieben“.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'question', type: 'text', label: 'Frage', required: true },
            {
              name: 'answer',
              type: 'text',
              label: 'Antwort',
              required: true,
              access: { read: staffField },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: forTypes('file') },
      fields: [
        {
          name: 'accept',
          type: 'text',
          label: 'Erlaubte Dateiendungen',
          defaultValue: DEFAULT_ACCEPT.join(','),
        },
        {
          name: 'maxFileSizeKb',
          type: 'number',
          label: 'Höchstgröße (KB)',
          defaultValue: DEFAULT_MAX_FILE_KB,
          min: 1,
          max: 4096,
        },
      ],
    },
    {
      name: 'defaultValue',
      type: 'text',
      label: 'Wert',
      admin: { condition: forTypes('hidden') },
    },
  ],
}

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
  labels: { singular: 'Formular', plural: 'Formulare' },
  admin: { useAsTitle: 'title', group: 'Formulare', defaultColumns: ['title', 'updatedAt'] },
  // Pages show the form to everyone; recipients, mail texts and quiz answers stay with the staff.
  access: { read: anyone, create: isStaff, update: isStaff, delete: isAdmin },
  hooks: { afterChange: [expireAllPages], afterDelete: [expireAllPages] },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
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
                  'Immer aktiv: ein für Menschen unsichtbares Lockfeld und eine Begrenzung pro Absender-Adresse.',
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
              label: 'Einsendungen löschen nach (Tagen)',
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

export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Einsendung', plural: 'Einsendungen' },
  admin: {
    useAsTitle: 'summary',
    group: 'Formulare',
    defaultColumns: ['summary', 'form', 'createdAt'],
    components: { beforeListTable: ['@/features/contact-forms/admin/CsvExportLink#CsvExportLink'] },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'summary', type: 'text', label: 'Kurzfassung', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'relationship',
          relationTo: 'contact-forms',
          label: 'Formular',
          admin: { readOnly: true },
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          label: 'Seite',
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'answers',
      type: 'array',
      label: 'Angaben',
      dbName: 'sub_answers',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Feld' },
            { name: 'name', type: 'text', label: 'Feldname' },
          ],
        },
        { name: 'value', type: 'textarea', label: 'Wert' },
      ],
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'form-attachments',
      hasMany: true,
      label: 'Anhänge',
      admin: { readOnly: true },
    },
    {
      name: 'postedDataHash',
      type: 'text',
      label: 'Prüfsumme',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'unitTag',
      type: 'text',
      label: 'Formular auf der Seite',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'mails',
      type: 'join',
      collection: 'mail-outbox',
      on: 'submission',
      label: 'E-Mails',
    },
  ],
}

/** The owner puts a mail back into the queue: it gets a fresh set of attempts, starting now. */
const requeue: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) =>
  operation === 'update' && data.status === 'queued' && originalDoc?.status !== 'queued'
    ? { ...data, attempts: 0, lastError: null, nextAttemptAt: new Date().toISOString() }
    : data

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'E-Mail', plural: 'Postausgang' },
  admin: {
    useAsTitle: 'subject',
    group: 'Formulare',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    description:
      'Jede E-Mail der Formulare. „Warteschlange“ wird automatisch mit wachsenden Abständen erneut versucht; „Im Postausgang“ heißt: kein Mailserver eingerichtet (SMTP_URL), die Nachricht ist nur hier lesbar. Zum erneuten Senden den Status auf „Warteschlange“ setzen.',
  },
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
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
      name: 'submission',
      type: 'relationship',
      relationTo: 'form-submissions',
      label: 'Einsendung',
      index: true,
      admin: { readOnly: true },
    },
  ],
}

/** Files sent with forms: personal data, so only admins read them (never the public media folder). */
export const formAttachments = (staticDir: string): CollectionConfig => ({
  slug: 'form-attachments',
  labels: { singular: 'Anhang', plural: 'Anhänge' },
  admin: { group: 'Formulare', hidden: ({ user }) => !user },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  upload: { staticDir, disableLocalStorage: false },
  fields: [],
})

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  // Short table names (PostgreSQL cuts identifiers at 63 characters). Not `cf_…`: drizzle-kit
  // skips SQLite tables starting with `_cf_` (Cloudflare's), so `_cf_block_v` would look missing.
  dbName: 'pages_cform',
  labels: { singular: 'Kontaktformular', plural: 'Kontaktformulare' },
  interfaceName: 'ContactFormBlock',
  fields: [
    { name: 'heading', type: 'text', label: 'Überschrift' },
    anchorField(),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'contact-forms',
      label: 'Formular',
      required: true,
    },
  ],
}
