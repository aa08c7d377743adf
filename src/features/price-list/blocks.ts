import type { Block } from 'payload'

import { anchorField } from '@/lib/fields/anchor'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { withoutEmptyRows } from '@/lib/payload/emptyRows'
import { rowLabel } from '@/lib/ui/admin/rowLabel'

export const PriceListBlock: Block = {
  slug: 'priceList',
  interfaceName: 'PriceListBlock',
  labels: { singular: 'Preisliste', plural: 'Preislisten' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift' },
    { name: 'note', type: 'textarea', label: 'Hinweis unter der Liste' },
    {
      name: 'groups',
      type: 'array',
      label: 'Gruppen',
      minRows: 1,
      labels: { singular: 'Gruppe', plural: 'Gruppen' },
      admin: {
        components: {
          RowLabel: rowLabel(
            ['title'],
            'Gruppe ohne Namen',
            'bitte Namen eintragen oder Zeile entfernen',
          ),
        },
      },
      // A group added by mistake and left empty is dropped on save instead of blocking it.
      hooks: { beforeValidate: [({ value }) => withoutEmptyRows(value, ['title', 'services'])] },
      fields: [
        { name: 'title', type: 'text', label: 'Gruppe', required: true },
        anchorField(),
        {
          name: 'services',
          type: 'array',
          label: 'Leistungen',
          minRows: 1,
          labels: { singular: 'Leistung', plural: 'Leistungen' },
          admin: {
            components: {
              RowLabel: rowLabel(
                ['name', 'priceCents'],
                'Leistung ohne Namen',
                'bitte Namen eintragen oder Zeile entfernen',
              ),
            },
          },
          hooks: {
            beforeValidate: [
              ({ value }) => withoutEmptyRows(value, ['name', 'description', 'priceCents']),
            ],
          },
          fields: [
            { name: 'name', type: 'text', label: 'Leistung', required: true },
            { name: 'description', type: 'text', label: 'Beschreibung' },
            {
              type: 'row',
              fields: [
                euroPriceField({ required: true }),
                { name: 'from', type: 'checkbox', label: '„ab“ voranstellen' },
                { name: 'durationMinutes', type: 'number', label: 'Dauer (Minuten)', min: 0 },
              ],
            },
          ],
        },
      ],
    },
  ],
}
