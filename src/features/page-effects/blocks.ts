import type { Block } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anchorField } from '@/lib/fields/anchor'

export const FullHeightSectionsBlock: Block = {
  slug: 'fullHeightSections',
  interfaceName: 'FullHeightSectionsBlock',
  // Short table name: PostgreSQL cuts identifiers at 63 characters (see navigation/blocks.ts).
  dbName: 'pages_fh',
  labels: { singular: 'Vollbild-Abschnitte', plural: 'Vollbild-Abschnitte' },
  admin: {
    group: 'Aufbau',
  },
  fields: [
    anchorField(),
    {
      name: 'sections',
      type: 'array',
      label: 'Abschnitte',
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Abschnitt', plural: 'Abschnitte' },
      admin: {
        description:
          'Jeder Abschnitt füllt am Bildschirm die ganze Höhe; Mausrad und Pfeiltasten springen je einen Abschnitt weiter. Auf Smartphones erscheinen sie untereinander.',
      },
      fields: [
        anchorField(),
        { name: 'heading', type: 'text', label: 'Überschrift', required: true },
        { name: 'text', type: 'textarea', label: 'Text' },
        { name: 'image', type: 'upload', relationTo: COLLECTIONS.media, label: 'Hintergrundbild' },
        {
          name: 'tone',
          type: 'select',
          label: 'Farbe',
          defaultValue: 'light',
          options: [
            { label: 'Hell', value: 'light' },
            { label: 'Hauptfarbe', value: 'primary' },
            { label: 'Dunkel', value: 'dark' },
          ],
        },
      ],
    },
  ],
}

/** Blocks that make no sense inside a column: page-wide stages and full-height containers. */

/**
 * A content area with a sidebar beside it. Both hold the page's other blocks, so this plugin
 * runs after every block feature and nests what they registered.
 */
export const sidebarLayoutBlock = (nested: Block[]): Block => ({
  slug: 'sidebarLayout',
  interfaceName: 'SidebarLayoutBlock',
  labels: { singular: 'Bereich mit Seitenleiste', plural: 'Bereiche mit Seitenleiste' },
  admin: { group: 'Aufbau' },
  fields: [
    anchorField(),
    {
      type: 'row',
      fields: [
        {
          name: 'sidebarPosition',
          type: 'radio',
          label: 'Seitenleiste',
          defaultValue: 'left',
          options: [
            { label: 'Links', value: 'left' },
            { label: 'Rechts', value: 'right' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'stickySidebar',
          type: 'checkbox',
          label: 'Seitenleiste beim Scrollen mitführen',
          defaultValue: true,
          admin: { style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      name: 'content',
      type: 'blocks',
      label: 'Inhalt',
      minRows: 1,
      blocks: nested,
    },
    {
      name: 'sidebar',
      type: 'blocks',
      label: 'Seitenleiste',
      minRows: 1,
      blocks: nested,
    },
  ],
})
