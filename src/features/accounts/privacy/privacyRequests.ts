import type { CollectionConfig } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAdmin } from '@/lib/access'

import { privacyEndpoints } from './privacyEndpoints.server'

/**
 * „Datenschutz-Anfragen“: the desk where the owner answers a request for access (Art. 15 DSGVO)
 * or erasure (Art. 17) for one e-mail address, and the log of requests handled, which shows she
 * answered (Art. 5 (2)). Entries come only from the desk's actions.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Datenschutz-Anfrage', plural: 'Datenschutz-Anfragen' },
  admin: {
    useAsTitle: 'email',
    group: 'Verwaltung',
    defaultColumns: ['createdAt', 'kind', 'email', 'mail', 'handledBy'],
    description:
      'Auskunft und Löschung für eine E-Mail-Adresse (Art. 15 und 17 DSGVO): Adresse eingeben, sehen, was gespeichert ist, als Datei ausgeben oder per E-Mail senden, löschen. Darunter das Protokoll der bearbeiteten Anfragen; es bleibt als Nachweis, dass die Anfrage beantwortet wurde.',
    components: {
      beforeListTable: ['@/features/accounts/admin/PrivacyDesk.client#PrivacyDesk'],
    },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: privacyEndpoints,
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: 'Art',
      required: true,
      options: [
        { value: 'access', label: 'Auskunft (Art. 15)' },
        { value: 'erasure', label: 'Löschung (Art. 17)' },
      ],
    },
    { name: 'email', type: 'text', label: 'E-Mail-Adresse', required: true, index: true },
    { name: 'summary', type: 'textarea', label: 'Was geschah' },
    { name: 'mail', type: 'text', label: 'E-Mail an die Person' },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: COLLECTIONS.users,
      label: 'Bearbeitet von',
    },
  ],
  timestamps: true,
}
