import { withNavigationSettings } from './settings'
import type { GlobalConfig, Plugin } from 'payload'

import { anyone, isStaff } from '@/lib/access'
import { linkField } from '@/lib/fields/link'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'
import { expireAllPages } from '@/lib/revalidate'

import { VerticalMenuBlock } from './verticalMenuConfig'

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Kopfbereich',
  admin: { group: 'Inhalte' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireAllPages] },
  fields: [
    {
      name: 'mainMenu',
      type: 'array',
      label: 'Hauptmenü',
      labels: { singular: 'Menüpunkt', plural: 'Menüpunkte' },
      interfaceName: 'MainMenu',
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
          admin: { condition: (_, sibling) => sibling?.kind === 'dropdown' },
          fields: [linkField()],
        },
        {
          name: 'columns',
          type: 'array',
          label: 'Spalten des Mega-Menüs',
          maxRows: 4,
          admin: { condition: (_, sibling) => sibling?.kind === 'mega' },
          fields: [
            { name: 'heading', type: 'text', label: 'Überschrift', required: true },
            { name: 'image', type: 'upload', relationTo: 'media', label: 'Bild (optional)' },
            { name: 'links', type: 'array', label: 'Links', fields: [linkField()] },
          ],
        },
      ],
    },
    {
      name: 'topMenu',
      type: 'array',
      label: 'Obere Leiste',
      admin: { description: 'Kurze Links über dem Hauptmenü, z. B. Telefon oder Termin.' },
      fields: [linkField()],
    },
  ],
}

/** The header global and the vertical menu block. */
export const headerFeature: Plugin = (original) => {
  const config = withNavigationSettings(original)
  return withPageBlocks([VerticalMenuBlock])({
    ...config,
    globals: [...(config.globals ?? []), Header],
  })
}
