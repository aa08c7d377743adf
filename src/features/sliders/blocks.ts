import type { Block, Field } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { videoSourceFields } from '@/lib/fields/videoSource'
import { anchorField } from '@/lib/fields/anchor'
import { linkField } from '@/lib/fields/link'

import { SLIDER_DEFAULTS } from './timing'

const timingFields = (defaults: { interval: number; speed: number }): Field => ({
  type: 'row',
  fields: [
    {
      name: 'autoplay',
      type: 'checkbox',
      label: 'Automatisch weiterblättern',
      defaultValue: true,
      admin: { style: { alignSelf: 'flex-end' } },
    },
    {
      name: 'interval',
      type: 'number',
      label: 'Anzeigedauer je Folie (ms)',
      defaultValue: defaults.interval,
      min: 1000,
      max: 60_000,
      required: true,
    },
    {
      name: 'speed',
      type: 'number',
      label: 'Dauer des Übergangs (ms)',
      defaultValue: defaults.speed,
      min: 0,
      max: 5000,
      required: true,
    },
  ],
})

const labelField: Field = {
  name: 'label',
  type: 'text',
  label: 'Name für Screenreader',
  defaultValue: 'Bilder',
  required: true,
}

/** „Bilder-Slider“: pictures with heading, text and a button; a slide may hold a video. */
export const ImageSliderBlock: Block = {
  slug: 'imageSlider',
  // Short table names: PostgreSQL cuts identifiers at 63 characters, and the slides' link
  // constraint would otherwise be cut and differ from what the schema diff expects.
  dbName: 'slider',
  interfaceName: 'ImageSliderBlock',
  labels: { singular: 'Bilder-Slider', plural: 'Bilder-Slider' },
  fields: [
    anchorField(),
    labelField,
    timingFields(SLIDER_DEFAULTS.image),
    {
      name: 'slides',
      type: 'array',
      label: 'Folien',
      labels: { singular: 'Folie', plural: 'Folien' },
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: COLLECTIONS.media,
          label: 'Bild',
          required: true,
          filterOptions: { mimeType: { contains: 'image' } },
          admin: {
            description: 'Bei einer Folie mit Video: das Vorschaubild vor der Einwilligung.',
          },
        },
        { name: 'heading', type: 'text', label: 'Überschrift' },
        { name: 'text', type: 'textarea', label: 'Text' },
        {
          name: 'button',
          type: 'group',
          label: 'Schaltfläche',
          fields: [
            { name: 'show', type: 'checkbox', label: 'Schaltfläche zeigen', defaultValue: false },
            {
              ...linkField({ required: false, withAppearance: true }),
              admin: { condition: (_, sibling) => Boolean(sibling?.show) },
            },
          ],
        },
        {
          name: 'video',
          type: 'group',
          label: 'Video auf dieser Folie',
          fields: [
            {
              type: 'row',
              fields: [
                ...videoSourceFields({
                  names: { provider: 'provider', url: 'url' },
                  extra: 'none',
                  defaultValue: 'none',
                }),
              ],
            },
            {
              type: 'row',
              admin: {
                condition: (_, sibling) =>
                  Boolean(sibling?.provider) && sibling?.provider !== 'none',
              },
              fields: [
                {
                  name: 'afterEnd',
                  type: 'select',
                  label: 'Wenn das Video endet',
                  defaultValue: 'next',
                  options: [
                    { label: 'Zur nächsten Folie', value: 'next' },
                    { label: 'Video wiederholen', value: 'repeat' },
                    { label: 'Auf der Folie bleiben', value: 'stay' },
                  ],
                },
                {
                  name: 'autoplay',
                  type: 'checkbox',
                  label: 'Abspielen, sobald die Folie erscheint (nach Einwilligung)',
                  defaultValue: false,
                  admin: { style: { alignSelf: 'flex-end' } },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

/** „Elastic-Slider“: pictures entering from the side, with a row of thumbnails. */
export const ElasticSliderBlock: Block = {
  slug: 'elasticSlider',
  interfaceName: 'ElasticSliderBlock',
  labels: { singular: 'Elastic-Slider', plural: 'Elastic-Slider' },
  fields: [
    anchorField(),
    labelField,
    timingFields(SLIDER_DEFAULTS.elastic),
    {
      name: 'slides',
      type: 'array',
      label: 'Folien',
      labels: { singular: 'Folie', plural: 'Folien' },
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: COLLECTIONS.media,
          label: 'Bild',
          required: true,
          filterOptions: { mimeType: { contains: 'image' } },
        },
        { name: 'heading', type: 'text', label: 'Überschrift' },
        { name: 'text', type: 'textarea', label: 'Text' },
      ],
    },
  ],
}
