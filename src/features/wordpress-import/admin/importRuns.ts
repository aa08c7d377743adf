import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { isAdmin, nobody } from '@/lib/access'

import { commentsEndpoint } from './commentsEndpoint.server'
import { startImportEndpoint } from './startImport.server'

export const IMPORT_RUNS = 'wordpress-imports'

/**
 * Each import started in the admin („Umzug von WordPress“, /admin/umzug): its progress while it
 * runs and its report afterwards, so the page can be left and opened again, also on another
 * instance. Made only by the start endpoint; administrators only.
 */
export const ImportRuns: CollectionConfig = {
  slug: IMPORT_RUNS,
  // Not a second „Umzug von WordPress“ beside the page of that name: its record, under „Technik“.
  labels: { singular: 'Umzugsprotokoll', plural: 'Umzugsprotokolle' },
  admin: {
    group: 'Technik',
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'dryRun', 'status', 'createdAt'],
    description: 'Importe einer WordPress-Exportdatei. Neu starten unter „Umzug von WordPress“.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: noPersonalData(
    "Reports of WordPress imports; the old site's comments in a report keep their writers' names only (no mail or IP address), so nothing in them can be found by a person's address",
  ),
  endpoints: [startImportEndpoint, commentsEndpoint],
  fields: [
    { name: 'fileName', type: 'text', label: 'Datei', admin: { readOnly: true } },
    {
      name: 'mediaFileName',
      type: 'text',
      label: 'Medien (ZIP)',
      admin: { readOnly: true },
    },
    { name: 'dryRun', type: 'checkbox', label: 'Probelauf', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      label: 'Stand',
      defaultValue: 'running',
      options: [
        { value: 'running', label: 'läuft' },
        { value: 'done', label: 'fertig' },
        { value: 'failed', label: 'fehlgeschlagen' },
      ],
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'done',
          type: 'number',
          label: 'Erledigt',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'total',
          type: 'number',
          label: 'Gesamt',
          defaultValue: 0,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'error', type: 'textarea', label: 'Fehler', admin: { readOnly: true } },
    { name: 'report', type: 'json', label: 'Bericht', admin: { readOnly: true } },
  ],
}
