import type { GlobalConfig } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anyone, isStaff } from '@/lib/access'
import { linkField } from '@/lib/fields/link'
import { expireAllPages } from '@/lib/revalidate'

import { linkRowLabel, rowLabel } from '@/lib/ui/admin/rowLabel'

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Kopfbereich',
  admin: { group: 'Inhalte' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireAllPages] },
  fields: [
    {
      name: 'menuFit',
      label: 'Platz im Menü',
      type: 'ui',
      admin: { components: { Field: '@/features/navigation/admin/MenuFit.client#MenuFit' } },
    },
    {
      name: 'mainMenu',
      type: 'array',
      label: 'Hauptmenü',
      labels: { singular: 'Menüpunkt', plural: 'Menüpunkte' },
      interfaceName: 'MainMenu',
      admin: { components: { RowLabel: linkRowLabel('Menüpunkt ohne Beschriftung') } },
      fields: [
        linkField(),
        {
          name: 'kind',
          type: 'radio',
          label: 'Untermenü',
          defaultValue: 'none',
          options: [
            { label: 'Keins', value: 'none' },
            { label: 'Ausklappliste', value: 'dropdown' },
            { label: 'Mega-Menü (Spalten)', value: 'mega' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'children',
          type: 'array',
          label: 'Einträge der Ausklappliste',
          labels: { singular: 'Eintrag', plural: 'Einträge' },
          admin: {
            condition: (_, sibling) => sibling?.kind === 'dropdown',
            components: { RowLabel: linkRowLabel('Eintrag ohne Beschriftung') },
          },
          fields: [linkField()],
        },
        {
          name: 'columns',
          type: 'array',
          label: 'Spalten des Mega-Menüs',
          labels: { singular: 'Spalte', plural: 'Spalten' },
          maxRows: 4,
          admin: {
            condition: (_, sibling) => sibling?.kind === 'mega',
            components: { RowLabel: rowLabel(['heading'], 'Spalte ohne Überschrift') },
          },
          fields: [
            { name: 'heading', type: 'text', label: 'Überschrift', required: true },
            {
              name: 'image',
              type: 'upload',
              relationTo: COLLECTIONS.media,
              label: 'Bild (optional)',
            },
            {
              name: 'links',
              type: 'array',
              label: 'Links',
              labels: { singular: 'Link', plural: 'Links' },
              admin: {
                components: { RowLabel: linkRowLabel('Link ohne Beschriftung') },
              },
              fields: [linkField()],
            },
          ],
        },
      ],
    },
    {
      name: 'topMenu',
      type: 'array',
      label: 'Obere Leiste',
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Kurze Links über dem Hauptmenü, z. B. Telefon oder Termin.' },
      fields: [linkField()],
    },
  ],
}
