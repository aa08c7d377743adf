import type { CollectionConfig, Field } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { isAdmin, nobody } from '@/lib/access'

import { CONSENT_SERVICES, SERVICE_LABELS } from '../services'
import { consentLogPersonalData } from './consentLogPersonalData.server'

export const ConsentLog: CollectionConfig = {
  slug: 'consent-log',
  labels: { singular: 'Einwilligung', plural: 'Einwilligungsprotokoll' },
  admin: {
    group: 'Verwaltung',
    useAsTitle: 'consentId',
    defaultColumns: ['createdAt', 'decision', ...CONSENT_SERVICES, 'revision', 'url'],
    description: 'Nachweis der Einwilligungen (Art. 7 Abs. 1 DSGVO). Ohne IP-Adresse im Klartext.',
    components: { beforeListTable: ['@/features/consent/ConsentRatio#ConsentRatio'] },
  },
  // Written only by POST /api/consent; nobody edits a record of consent.
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  custom: deskOffer(consentLogPersonalData),
  timestamps: true,
  fields: [
    { name: 'consentId', type: 'text', label: 'Einwilligungs-ID', required: true, index: true },
    { name: 'revision', type: 'number', label: 'Version', required: true },
    {
      name: 'decision',
      type: 'select',
      label: 'Entscheidung',
      required: true,
      options: [
        { label: 'Alle akzeptiert', value: 'accepted' },
        { label: 'Alle abgelehnt', value: 'refused' },
        { label: 'Auswahl', value: 'custom' },
      ],
    },
    ...CONSENT_SERVICES.map((service): Field => ({
      name: service,
      type: 'checkbox',
      label: SERVICE_LABELS[service],
    })),
    { name: 'url', type: 'text', label: 'Seite' },
    { name: 'ipPrefix', type: 'text', label: 'Netz (gekürzte IP)' },
    { name: 'clientTime', type: 'date', label: 'Zeit beim Besucher' },
  ],
}
