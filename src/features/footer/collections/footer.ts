import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/lib/access'
import { linkField } from '@/lib/fields/link'
import { expireAllPages } from '@/lib/revalidate'
import { linkRowLabel } from '@/lib/ui/admin/rowLabel'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Fußbereich',
  admin: { group: 'Inhalte' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireAllPages] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      label: 'Spalten',
      labels: { singular: 'Spalte', plural: 'Spalten' },
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', label: 'Überschrift', required: true },
        {
          name: 'links',
          type: 'array',
          label: 'Links',
          labels: { singular: 'Link', plural: 'Links' },
          admin: { components: { RowLabel: linkRowLabel('Link ohne Beschriftung') } },
          fields: [linkField()],
        },
      ],
    },
    {
      name: 'showSocialLinks',
      type: 'checkbox',
      label: 'Soziale Profile anzeigen',
      defaultValue: true,
      admin: { description: 'Die Profile werden in den Website-Einstellungen gepflegt.' },
    },
    {
      name: 'legalLinks',
      type: 'array',
      label: 'Rechtliche Links',
      labels: { singular: 'Link', plural: 'Links' },
      admin: {
        description: 'Impressum und Datenschutz müssen von jeder Seite aus erreichbar sein.',
      },
      fields: [linkField()],
    },
    { name: 'note', type: 'text', label: 'Zeile unten', admin: { placeholder: '© 2026 Salon …' } },
  ],
}
