import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAdmin, nobody } from '@/lib/access'

import { DESCRIPTION } from './privacyDescription'
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
    // The desk stands under the title, above the log's own search: the description's place.
    description: DESCRIPTION,
    components: {
      Description: '@/features/accounts/admin/PrivacyDesk.client#PrivacyDesk',
    },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: noPersonalData('The record of data requests answered, kept as proof (Art. 5 (2) DSGVO)'),
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
