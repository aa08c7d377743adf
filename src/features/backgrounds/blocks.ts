import type { Block, Field } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anchorField } from '@/lib/fields/anchor'

import { ALIGNMENT_LABELS, ALIGNMENTS, BLEND_MODES, DIRECTIONS, validColor } from './options'

const colorField = (name: string, label: string, defaultValue?: string): Field => ({
  name,
  type: 'text',
  label,
  defaultValue,
  validate: validColor,
  admin: { placeholder: '#6b3f5c' },
})

const content = (nested: Block[]): Field => ({
  name: 'content',
  type: 'blocks',
  label: 'Inhalt',
  minRows: 1,
  blocks: nested,
})

/** „Parallax-Abschnitt“: any blocks over a background picture that moves as the page scrolls. */
// eslint-disable-next-line max-lines-per-function -- a declarative field list (docs/decisions/codebase-structure.md)
export const parallaxBlock = (nested: Block[]): Block => ({
  slug: 'parallax',
  interfaceName: 'ParallaxBlock',
  labels: { singular: 'Parallax-Abschnitt', plural: 'Parallax-Abschnitte' },
  admin: { group: 'Aufbau' },
  fields: [
    anchorField(),
    {
      name: 'image',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      label: 'Hintergrundbild',
      required: true,
      filterOptions: { mimeType: { contains: 'image' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'direction',
          type: 'select',
          label: 'Bewegung',
          defaultValue: 'up',
          required: true,
          options: [...DIRECTIONS],
        },
        {
          name: 'velocity',
          type: 'number',
          label: 'Geschwindigkeit (0,1–1)',
          defaultValue: 0.3,
          min: 0.05,
          max: 1,
          admin: { step: 0.05 },
        },
        {
          name: 'opacity',
          type: 'number',
          label: 'Deckkraft des Bildes (0–1)',
          defaultValue: 1,
          min: 0,
          max: 1,
          admin: { step: 0.05 },
        },
        {
          name: 'mobile',
          type: 'checkbox',
          label: 'Auch am Handy bewegen',
          defaultValue: false,
          admin: { style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'align',
          type: 'select',
          label: 'Ausrichtung',
          defaultValue: 'center center',
          options: ALIGNMENTS.map((value) => ({ label: ALIGNMENT_LABELS[value], value })),
        },
        {
          name: 'repeat',
          type: 'select',
          label: 'Wiederholen',
          defaultValue: 'no-repeat',
          options: [
            { label: 'Nicht wiederholen (füllen)', value: 'no-repeat' },
            { label: 'Kacheln', value: 'repeat' },
            { label: 'Waagerecht', value: 'repeat-x' },
            { label: 'Senkrecht', value: 'repeat-y' },
          ],
        },
        colorField('backgroundColor', 'Hintergrundfarbe', '#2b2029'),
        {
          name: 'blendMode',
          type: 'select',
          label: 'Mischmodus',
          defaultValue: 'normal',
          options: BLEND_MODES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'gradient',
      type: 'group',
      label: 'Farbverlauf über dem Bild',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              label: 'Verlauf',
              defaultValue: 'none',
              options: [
                { label: 'Kein Verlauf', value: 'none' },
                { label: 'Linear', value: 'linear' },
                { label: 'Radial', value: 'radial' },
              ],
            },
            {
              name: 'angle',
              type: 'number',
              label: 'Winkel (Grad)',
              defaultValue: 180,
              min: 0,
              max: 360,
              admin: { condition: (_, sibling) => sibling?.type === 'linear' },
            },
            {
              name: 'radialDirection',
              type: 'select',
              label: 'Mittelpunkt',
              defaultValue: 'center center',
              options: ALIGNMENTS.map((value) => ({ label: ALIGNMENT_LABELS[value], value })),
              admin: { condition: (_, sibling) => sibling?.type === 'radial' },
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: (_, sibling) => sibling?.type && sibling.type !== 'none' },
          fields: [
            colorField('startColor', 'Startfarbe', '#2b2029'),
            {
              name: 'startPosition',
              type: 'number',
              label: 'Start (%)',
              defaultValue: 0,
              min: 0,
              max: 100,
            },
            colorField('endColor', 'Endfarbe', '#6b3f5c'),
            {
              name: 'endPosition',
              type: 'number',
              label: 'Ende (%)',
              defaultValue: 100,
              min: 0,
              max: 100,
            },
          ],
        },
      ],
    },
    content(nested),
  ],
})

/** „Hintergrundvideo-Abschnitt“: blocks over a YouTube or Vimeo video that plays after consent. */
export const backgroundVideoBlock = (nested: Block[]): Block => ({
  slug: 'backgroundVideo',
  interfaceName: 'BackgroundVideoBlock',
  labels: { singular: 'Hintergrundvideo-Abschnitt', plural: 'Hintergrundvideo-Abschnitte' },
  admin: { group: 'Aufbau' },
  fields: [
    anchorField(),
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          label: 'Video von',
          defaultValue: 'youtube',
          required: true,
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'Vimeo', value: 'vimeo' },
          ],
        },
        {
          name: 'video',
          type: 'text',
          label: 'Video-ID oder Adresse',
          required: true,
          admin: { placeholder: 'z. B. dQw4w9WgXcQ oder https://vimeo.com/76979871' },
        },
        { name: 'title', type: 'text', label: 'Titel des Videos', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mute', type: 'checkbox', label: 'Ohne Ton', defaultValue: true },
        { name: 'loop', type: 'checkbox', label: 'Wiederholen', defaultValue: true },
        {
          name: 'display',
          type: 'select',
          label: 'Darstellung',
          defaultValue: 'contain',
          options: [
            { label: 'Ganz zeigen (contain)', value: 'contain' },
            { label: 'Fläche füllen (cover)', value: 'cover' },
          ],
        },
        {
          name: 'aspectRatio',
          type: 'text',
          label: 'Seitenverhältnis B:H',
          defaultValue: '16:9',
          validate: (value: unknown) =>
            value == null || value === '' || /^\s*\d{1,3}\s*:\s*\d{1,3}\s*$/.test(String(value))
              ? true
              : 'Bitte als Breite:Höhe angeben, z. B. 16:9.',
        },
      ],
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      label: 'Standbild',
      required: true,
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description: 'Steht da, bis der Besucher dem Videodienst zugestimmt hat.',
      },
    },
    content(nested),
  ],
})
