import type { GlobalConfig } from 'payload'

import { isAdmin, isAdminField } from '@/lib/access'

import {
  archiveDownloadEndpoint,
  archivesEndpoint,
  archiveUploadEndpoint,
  backupNowEndpoint,
  restoreEndpoint,
} from '../backupEndpoints.server'
import { DEFAULT_RETENTION } from '../retention'

const readOnly = { readOnly: true } as const

/**
 * „Datensicherung“: administrators only (an archive holds every order, submission and password
 * hash). The nightly backup's time and retention, its last result, and the list of archives with
 * „Jetzt sichern“ and downloads.
 */
export const BackupSettings: GlobalConfig = {
  slug: 'backup-settings',
  label: 'Datensicherung',
  admin: {
    group: 'Einstellungen',
    description:
      'Jede Nacht eine Sicherung der Datenbank, der Bilder und der Anhänge. Jede Sicherung lässt sich hier herunterladen und wiederherstellen; eine heruntergeladene lässt sich wieder hochladen.',
  },
  access: { read: isAdmin, update: isAdmin },
  endpoints: [
    archivesEndpoint,
    backupNowEndpoint,
    archiveDownloadEndpoint,
    restoreEndpoint,
    archiveUploadEndpoint,
  ],
  fields: [
    {
      name: 'archives',
      label: 'Sicherungen',
      type: 'ui',
      admin: { components: { Field: '@/features/backups/admin/BackupList#BackupList' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'nightly', type: 'checkbox', label: 'Jede Nacht sichern', defaultValue: true },
        {
          name: 'hour',
          type: 'number',
          label: 'Uhrzeit (volle Stunde)',
          defaultValue: 3,
          min: 0,
          max: 23,
          admin: { description: 'z. B. 3 für 03:00 Uhr (Europe/Berlin).', step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'keepDaily', type: 'number', label: 'Tägliche behalten', defaultValue: DEFAULT_RETENTION.daily, min: 1 },
        { name: 'keepWeekly', type: 'number', label: 'Wöchentliche behalten', defaultValue: DEFAULT_RETENTION.weekly, min: 0 },
        { name: 'keepMonthly', type: 'number', label: 'Monatliche behalten', defaultValue: DEFAULT_RETENTION.monthly, min: 0 },
      ],
    },
    {
      name: 'status',
      type: 'group',
      label: 'Letzte Sicherung',
      access: { update: () => false, read: isAdminField },
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lastSuccessAt', type: 'date', label: 'Zuletzt erfolgreich', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } } },
            { name: 'lastFile', type: 'text', label: 'Archiv', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lastErrorAt', type: 'date', label: 'Zuletzt fehlgeschlagen', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } } },
            { name: 'lastError', type: 'text', label: 'Fehler', admin: readOnly },
          ],
        },
      ],
    },
  ],
}
