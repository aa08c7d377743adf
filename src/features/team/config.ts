import type { Block } from 'payload'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    { name: 'anchor', type: 'text', label: 'Anker-ID' },
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
        { name: 'photo', type: 'upload', relationTo: 'media', label: 'Foto' },
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
