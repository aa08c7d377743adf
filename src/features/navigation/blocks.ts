import type { Block } from 'payload'

import { linkField } from '@/lib/fields/link'

export const VerticalMenuBlock: Block = {
  slug: 'verticalMenu',
  interfaceName: 'VerticalMenuBlock',
  // Short table names: PostgreSQL cuts identifiers at 63 characters, and the derived foreign-key
  // names of the nested link tables would otherwise be cut (and differ from the schema).
  dbName: 'pages_vmenu',
  labels: { singular: 'Seitenmenü (senkrecht)', plural: 'Seitenmenüs (senkrecht)' },
  fields: [
    { name: 'heading', type: 'text', label: 'Überschrift' },
    {
      name: 'expandOn',
      type: 'radio',
      label: 'Untermenüs öffnen',
      defaultValue: 'click',
      options: [
        { label: 'Per Klick', value: 'click' },
        { label: 'Beim Darüberfahren', value: 'hover' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'items',
      type: 'array',
      label: 'Einträge',
      minRows: 1,
      labels: { singular: 'Eintrag', plural: 'Einträge' },
      fields: [
        linkField(),
        {
          name: 'children',
          type: 'array',
          label: 'Untereinträge',
          labels: { singular: 'Untereintrag', plural: 'Untereinträge' },
          fields: [linkField()],
        },
      ],
    },
  ],
}
