import type { Block } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anchorField } from '@/lib/fields/anchor'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift' },
    {
      name: 'members',
      type: 'array',
      label: 'Mitglieder',
      minRows: 1,
      labels: { singular: 'Mitglied', plural: 'Mitglieder' },
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true },
        { name: 'role', type: 'text', label: 'Rolle', required: true },
        { name: 'photo', type: 'upload', relationTo: COLLECTIONS.media, label: 'Foto' },
        { name: 'bio', type: 'textarea', label: 'Kurztext' },
        {
          name: 'tooltip',
          type: 'text',
          label: 'Hinweis beim Darüberfahren',
          admin: { description: 'Kurz, z. B. „Spezialistin für Balayage“.' },
        },
      ],
    },
  ],
}
