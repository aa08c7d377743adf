import type { Block } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anchorField } from '@/lib/fields/anchor'
import { linkField } from '@/lib/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Bühne', plural: 'Bühnen' },
  fields: [
    { name: 'heading', type: 'text', label: 'Überschrift', required: true },
    { name: 'text', type: 'textarea', label: 'Text' },
    {
      name: 'background',
      type: 'radio',
      label: 'Hintergrund',
      defaultValue: 'image',
      options: [
        { label: 'Bild', value: 'image' },
        { label: 'Farbe', value: 'color' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      label: 'Bild',
      admin: { condition: (_, sibling) => sibling?.background === 'image' },
    },
    {
      name: 'tone',
      type: 'select',
      label: 'Farbe',
      defaultValue: 'primary',
      options: [
        { label: 'Hauptfarbe', value: 'primary' },
        { label: 'Hell', value: 'light' },
      ],
      admin: { condition: (_, sibling) => sibling?.background === 'color' },
    },
    {
      name: 'buttons',
      type: 'array',
      label: 'Schaltflächen',
      labels: { singular: 'Schaltfläche', plural: 'Schaltflächen' },
      maxRows: 2,
      fields: [linkField({ withAppearance: true })],
    },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Texte' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift' },
    {
      name: 'columns',
      type: 'array',
      label: 'Spalten',
      minRows: 1,
      maxRows: 4,
      // A new text section comes with its first column, so she can type at once (issue 60: she
      // had to find „Spalte hinzufügen“ first).
      defaultValue: [{}],
      labels: { singular: 'Spalte', plural: 'Spalten' },
      fields: [{ name: 'content', type: 'richText', label: 'Inhalt', required: true }],
    },
  ],
}

export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Bild', plural: 'Bilder' },
  fields: [
    { name: 'image', type: 'upload', relationTo: COLLECTIONS.media, label: 'Bild', required: true },
    {
      name: 'caption',
      type: 'text',
      label: 'Bildunterschrift',
      admin: { description: 'Leer lassen, um die Bildunterschrift des Mediums zu verwenden.' },
    },
    {
      name: 'width',
      type: 'select',
      label: 'Breite',
      defaultValue: 'content',
      options: [
        { label: 'Textbreite', value: 'content' },
        { label: 'Seitenbreite', value: 'wide' },
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Handlungsaufruf', plural: 'Handlungsaufrufe' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift', required: true },
    { name: 'text', type: 'textarea', label: 'Text' },
    {
      name: 'buttons',
      type: 'array',
      label: 'Schaltflächen',
      labels: { singular: 'Schaltfläche', plural: 'Schaltflächen' },
      minRows: 1,
      maxRows: 2,
      fields: [linkField({ withAppearance: true })],
    },
  ],
}

export const SpacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Abstand / Trennlinie', plural: 'Abstände / Trennlinien' },
  fields: [
    {
      name: 'size',
      type: 'select',
      label: 'Höhe',
      defaultValue: 'medium',
      options: [
        { label: 'Klein', value: 'small' },
        { label: 'Mittel', value: 'medium' },
        { label: 'Groß', value: 'large' },
      ],
    },
    { name: 'divider', type: 'checkbox', label: 'Mit Trennlinie' },
  ],
}

export const contentBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  ImageBlock,
  CallToActionBlock,
  SpacerBlock,
]
