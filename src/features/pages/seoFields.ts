import type { Field } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

export const META_DESCRIPTION_MAX = 160

/** Search-engine and social-media fields of a page; empty values fall back to title and site. */
export const seoFields = (): Field[] => [
  {
    name: 'meta',
    type: 'group',
    label: 'Suchmaschinen & soziale Medien',
    interfaceName: 'PageMeta',
    fields: [
      {
        name: 'title',
        type: 'text',
        label: 'Seitentitel',
        admin: { description: 'Leer lassen, um den Titel der Seite zu verwenden.' },
      },
      {
        name: 'description',
        type: 'textarea',
        label: 'Beschreibung',
        maxLength: META_DESCRIPTION_MAX,
        admin: {
          description: `Höchstens ${META_DESCRIPTION_MAX} Zeichen; erscheint in Suchergebnissen.`,
        },
      },
      { name: 'image', type: 'upload', relationTo: COLLECTIONS.media, label: 'Vorschaubild' },
    ],
  },
]
