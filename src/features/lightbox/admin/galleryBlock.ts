import type { Block } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { videoEntryFields } from '@/lib/fields/videoSource'
import { anchorField } from '@/lib/fields/anchor'
import { validateHttpUrl } from '@/lib/fields/httpUrl'

/** Pictures, videos and embedded pages in a grid; each opens in the lightbox. */
export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Galerie', plural: 'Galerien' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift' },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: 'Name für Direktlinks',
          admin: {
            description:
              'Kleinbuchstaben, Ziffern, Bindestriche, z. B. „galerie“: dann öffnet /galerie#galerie/3 das dritte Bild. Leer: „tiled-gallery-1“ usw.',
          },
          validate: (value: unknown) =>
            value == null || value === '' || /^[a-z0-9][a-z0-9-]{0,40}$/.test(String(value))
              ? true
              : 'Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden.',
        },
        {
          name: 'infinite',
          type: 'checkbox',
          label: 'Endlos blättern (ab 3 Einträgen)',
          defaultValue: false,
          admin: { style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'columnsPhone',
          type: 'number',
          label: 'Spalten am Handy',
          defaultValue: 2,
          min: 1,
          max: 3,
          required: true,
        },
        {
          name: 'columnsTablet',
          type: 'number',
          label: 'Spalten am Tablet',
          defaultValue: 3,
          min: 1,
          max: 4,
          required: true,
        },
        {
          name: 'columnsDesktop',
          type: 'number',
          label: 'Spalten am Computer',
          defaultValue: 4,
          min: 1,
          max: 6,
          required: true,
        },
      ],
    },
    {
      // Many pictures at once, alternative texts after (admin/GalleryMultiUpload.client.tsx).
      name: 'addPictures',
      label: 'Bilder hinzufügen',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/lightbox/admin/GalleryMultiUpload.client#GalleryMultiUpload',
        },
      },
    },
    {
      name: 'items',
      type: 'array',
      label: 'Einträge',
      labels: { singular: 'Eintrag', plural: 'Einträge' },
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'kind',
          type: 'radio',
          label: 'Art',
          defaultValue: 'image',
          options: [
            { label: 'Bild', value: 'image' },
            { label: 'Video', value: 'video' },
            { label: 'Eingebettete Seite', value: 'iframe' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: COLLECTIONS.media,
          label: 'Bild',
          required: true,
          filterOptions: { mimeType: { contains: 'image' } },
          admin: {
            description: 'Bei Videos und Seiten das Vorschaubild in der Galerie.',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', label: 'Titel' },
            { name: 'caption', type: 'text', label: 'Bildunterschrift' },
          ],
        },
        ...videoEntryFields(),
        {
          type: 'row',
          admin: { condition: (_, sibling) => sibling?.kind === 'iframe' },
          fields: [
            {
              name: 'pageUrl',
              type: 'text',
              label: 'Adresse der Seite (https://…)',
              validate: (
                value: unknown,
                { siblingData }: { siblingData: Record<string, unknown> },
              ) => (siblingData.kind !== 'iframe' ? true : validateHttpUrl(value)),
            },
            {
              name: 'service',
              type: 'select',
              label: 'Einwilligung unter',
              defaultValue: 'maps',
              options: [
                { label: 'YouTube', value: 'youtube' },
                { label: 'Vimeo', value: 'vimeo' },
                { label: 'Karten', value: 'maps' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
