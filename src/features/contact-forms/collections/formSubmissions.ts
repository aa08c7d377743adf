import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/lib/access'

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
