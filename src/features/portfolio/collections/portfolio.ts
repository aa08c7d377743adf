import type { CollectionConfig, Field } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { anyone, draftableContent, isStaff } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'
import { slugify } from '@/lib/slugify'
import { addressField } from '@/lib/payload/addressField'
import { rowLabel } from '@/lib/ui/admin/rowLabel'
import { videoEntryFields } from '@/lib/fields/videoSource'

import { PORTFOLIO_PATHS, RESERVED_PORTFOLIO_SLUGS } from '../portfolioPaths'
import { demoField, ownedOnceSavedByPerson } from '@/lib/payload/demoFlag'
import { clock } from '@/lib/clock'

const picture = (name: string, label: string, description?: string) =>
  ({
    name,
    type: 'upload',
    relationTo: COLLECTIONS.media,
    label,
    ...(description ? { admin: { description } } : {}),
  }) as const

const slugField = addressField({
  from: 'title',
  sidebar: true,
  description: 'Teil der Adresse /portfolio/…; leer: aus dem Titel.',
  reserved: RESERVED_PORTFOLIO_SLUGS,
})

/** „Weitere Bilder und Videos“: a video entry opens its video in the work's gallery. */
const picturesField: Field = {
  name: 'pictures',
  type: 'array',
  label: 'Weitere Bilder und Videos',
  labels: { singular: 'Bild oder Video', plural: 'Bilder und Videos' },
  admin: { components: { RowLabel: rowLabel(['caption'], 'Eintrag') } },
  fields: [
    {
      name: 'kind',
      type: 'radio',
      label: 'Art',
      defaultValue: 'image',
      options: [
        { label: 'Bild', value: 'image' },
        { label: 'Video', value: 'video' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      ...picture('image', 'Bild', 'Bei einem Video das Vorschaubild auf der Seite.'),
      required: true,
      filterOptions: { mimeType: { contains: 'image' } },
    },
    ...videoEntryFields(),
    { name: 'caption', type: 'text', label: 'Bildunterschrift' },
  ],
}

/**
 * The salon's work: before and after, the service, the stylist, more pictures, a text
 * (docs/posts.md). Drafts, scheduled publishing and preview as for pages.
 */
export const Portfolio = (serverUrl: string): CollectionConfig => ({
  slug: 'portfolio',
  labels: { singular: 'Portfolio-Arbeit', plural: 'Portfolio' },
  admin: {
    group: 'Aktuelles',
    useAsTitle: 'title',
    defaultColumns: ['title', 'service', 'stylist', '_status'],
    livePreview: { url: ({ data }) => previewUrl(serverUrl, data?.slug) },
    preview: (data) => previewUrl(serverUrl, data?.slug as string | undefined),
    description: 'Arbeiten des Salons mit Vorher-/Nachher-Bildern, gezeigt unter /portfolio.',
  },
  access: draftableContent,
  custom: noPersonalData('Published content'),
  versions: {
    maxPerDoc: 20,
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  defaultSort: '-publishedAt',
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && !data.slug && typeof data.title === 'string')
          data.slug = slugify(data.title) || null
        if (data?.slug) data.path = PORTFOLIO_PATHS.detail(data.slug)
        return data
      },
    ],
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
          data.publishedAt = clock.now().toISOString()
        return data
      },
      ownedOnceSavedByPerson,
    ],
    afterChange: [expireAllPages],
    afterDelete: [expireAllPages],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      type: 'row',
      fields: [
        { name: 'service', type: 'text', label: 'Leistung', admin: { width: '50%' } },
        { name: 'stylist', type: 'text', label: 'Stylist/in', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        picture('before', 'Vorher', 'Leer lassen, wenn es kein Vorher-Bild gibt.'),
        picture('after', 'Nachher (Hauptbild)', 'Steht in der Liste.'),
      ],
    },
    {
      name: 'excerpt',
      type: 'textarea',
      label: 'Kurzbeschreibung',
      maxLength: 300,
      admin: { description: 'Steht in der Liste und in Suchergebnissen.' },
    },
    { name: 'description', type: 'richText', label: 'Beschreibung' },
    picturesField,
    slugField,
    {
      name: 'category',
      type: 'relationship',
      label: 'Kategorie',
      relationTo: 'portfolio-categories',
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Veröffentlicht am',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
        description: 'Leer: beim ersten Veröffentlichen. Die Liste ist danach geordnet.',
      },
    },
    { name: 'path', type: 'text', admin: { hidden: true } },
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
    demoField,
  ],
})

function previewUrl(serverUrl: string, slug: string | null | undefined): string {
  const path = slug ? PORTFOLIO_PATHS.detail(slug) : PORTFOLIO_PATHS.list
  return `${serverUrl}/next/preview?path=${encodeURIComponent(path)}`
}

export const PortfolioCategories: CollectionConfig = {
  slug: 'portfolio-categories',
  labels: { singular: 'Portfolio-Kategorie', plural: 'Portfolio-Kategorien' },
  admin: { group: 'Aktuelles', useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData('Categories of portfolio works'),
  hooks: {
    afterChange: [expireAllPages],
    afterDelete: [expireAllPages],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    addressField({
      from: 'name',
      required: true,
      label: 'Adresse',
      description: 'Teil der Adresse der Liste; leer: aus dem Namen.',
    }),
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
  ],
}
