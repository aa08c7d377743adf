import type { Field, FieldAccess } from 'payload'

import { isStaff } from '@/lib/access'

import { DEFAULT_ACCEPT, DEFAULT_MAX_FILE_KB, FIELD_TYPES, type FieldType } from '../definition'
import { rowLabel } from '@/lib/ui/admin/rowLabel'

/** One field of a form as the owner edits it: a declarative field list, shown per type. */
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

export const staffField: FieldAccess = ({ req }) => Boolean(isStaff({ req }))

const forTypes =
  (...types: FieldType[]) =>
  (_: unknown, sibling: { type?: FieldType }) =>
    Boolean(sibling?.type && types.includes(sibling.type))

const TEXTLIKE: FieldType[] = ['text', 'email', 'tel', 'url', 'textarea']

export const formField: Field = {
  name: 'fields',
  type: 'array',
  label: 'Felder',
  labels: { singular: 'Feld', plural: 'Felder' },
  dbName: 'cf_fields',
  admin: {
    initCollapsed: true,
    components: { RowLabel: rowLabel(['label', 'name'], 'Feld ohne Beschriftung') },
  },
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
      labels: { singular: 'Auswahlmöglichkeit', plural: 'Auswahlmöglichkeiten' },
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
      labels: { singular: 'Frage', plural: 'Fragen' },
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
