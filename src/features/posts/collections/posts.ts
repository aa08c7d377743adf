import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { draftableContent } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'
import { slugify } from '@/lib/slugify'
import { addressField } from '@/lib/payload/addressField'

import { POST_PATHS, RESERVED_POST_SLUGS } from '../postPaths'
import { fillAuthorAndDate } from './postHooks'
import { demoField, ownedOnceSavedByPerson } from '@/lib/payload/demoFlag'

const slugField = addressField({
  from: 'title',
  sidebar: true,
  description: 'Teil der Adresse /aktuelles/…; leer: aus dem Titel.',
  reserved: RESERVED_POST_SLUGS,
})

/**
 * „Aktuelles“: the salon's news (docs/posts.md). Drafts, scheduled publishing and preview work
 * as for pages; the content is the page blocks a section may hold, added by the plugin.
 */
export const Posts = (serverUrl: string): CollectionConfig => ({
  slug: 'posts',
  labels: { singular: 'Beitrag', plural: 'Beiträge' },
  admin: {
    group: 'Aktuelles',
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(serverUrl, data?.slug) },
    preview: (data) => previewUrl(serverUrl, data?.slug as string | undefined),
    description: 'Neuigkeiten des Salons, aufgelistet unter /aktuelles, mit RSS-Feed.',
  },
  access: draftableContent,
  custom: noPersonalData('Published content'),
  versions: {
    maxPerDoc: 30,
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  defaultSort: '-publishedAt',
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && !data.slug && typeof data.title === 'string')
          data.slug = slugify(data.title) || null
        if (data?.slug) data.path = POST_PATHS.detail(data.slug)
        return data
      },
    ],
    beforeChange: [fillAuthorAndDate, ownedOnceSavedByPerson],
    // A post stands in the lists, its categories' and tags' lists, the feed and perhaps a menu.
    afterChange: [expireAllPages],
    afterDelete: [expireAllPages],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      name: 'excerpt',
      type: 'textarea',
      label: 'Kurzfassung',
      maxLength: 400,
      admin: { description: 'Steht in der Liste, im Feed und in Suchergebnissen.' },
    },
    { name: 'image', type: 'upload', relationTo: COLLECTIONS.media, label: 'Beitragsbild' },
    {
      name: 'layout',
      type: 'blocks',
      label: 'Inhalt',
      labels: { singular: 'Abschnitt', plural: 'Abschnitte' },
      blocks: [],
    },
    slugField,
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Veröffentlicht am',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
        description: 'Leer: beim ersten Veröffentlichen.',
      },
    },
    {
      name: 'authorName',
      type: 'text',
      label: 'Autor (angezeigter Name)',
      admin: { position: 'sidebar', description: 'Leer: Ihr Name aus dem Benutzerkonto.' },
    },
    {
      name: 'categories',
      type: 'relationship',
      label: 'Kategorien',
      relationTo: 'post-categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      label: 'Schlagwörter',
      relationTo: 'post-tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    // The public address, kept for the site search and the menus' links.
    { name: 'path', type: 'text', admin: { hidden: true } },
    // The post's id in a WordPress export it came from: importing again updates it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
    demoField,
  ],
})

function previewUrl(serverUrl: string, slug: string | null | undefined): string {
  const path = slug ? POST_PATHS.detail(slug) : POST_PATHS.list
  return `${serverUrl}/next/preview?path=${encodeURIComponent(path)}`
}
