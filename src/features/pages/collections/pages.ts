import { parentNotBelow } from '../parentNotBelow'
import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { draftableContent } from '@/lib/access'

import { pageHooks } from '../pageHooks'
import { HOME_SLUG } from '../paths'
import { addressField } from '@/lib/payload/addressField'
import { seoFields } from '../seoFields'
import { demoField } from '@/lib/payload/demoFlag'

const slugField = addressField({
  from: 'title',
  normalize: true,
  unique: false,
  sidebar: true,
  description: `Wird aus dem Titel gebildet, wenn leer. „${HOME_SLUG}“ ist die Startseite (/).`,
})

/** `onPathsChanged`: a page's address may have changed (the pages feature reads them again). */
export const Pages = (serverUrl: string, onPathsChanged: () => void): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(serverUrl, data?.path) },
    preview: (data) => previewUrl(serverUrl, data?.path as string | undefined),
  },
  access: draftableContent,
  custom: noPersonalData('Published content'),
  versions: {
    maxPerDoc: 50,
    // `validate`: a draft is stored only once it is valid, i.e. has a title. Without it, the admin
    // created an untitled draft the moment „Neu erstellen“ was clicked (six „<Kein Titel>“ in the
    // page list after a week); now nothing is stored until the owner has typed a title.
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  defaultSort: 'path',
  // Deleted pages wait in the trash („Papierkorb“) for 30 days (purgeTrashedPages).
  trash: true,
  fields: [
    {
      name: 'menuLinks',
      label: 'Im Menü',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/pages/admin/MenuLinksNotice#MenuLinksNotice' },
      },
    },
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Inhalt',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              label: 'Abschnitte',
              labels: { singular: 'Abschnitt', plural: 'Abschnitte' },
              blocks: [],
            },
          ],
        },
        { label: 'SEO', fields: seoFields() },
      ],
    },
    slugField,
    {
      name: 'parent',
      type: 'relationship',
      label: 'Übergeordnete Seite',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      validate: parentNotBelow,
    },
    {
      name: 'path',
      type: 'text',
      label: 'Adresse',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    // A name, not a relationship: it stays readable when the account is deleted.
    {
      name: 'lastEditedBy',
      type: 'text',
      label: 'Zuletzt bearbeitet von',
      admin: { position: 'sidebar', readOnly: true },
      custom: { searchable: false },
    },
    // The address visitors know, kept through drafts (see pageHooks.ts).
    { name: 'publishedPath', type: 'text', admin: { hidden: true } },
    // Set by the seed; cleared when a person saves the page (the first-run checklist counts them).
    demoField,
    // The page's id in a WordPress export it came from: importing again updates it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
  ],
  hooks: pageHooks(onPathsChanged),
})

function previewUrl(serverUrl: string, path: string | null | undefined): string {
  const target = encodeURIComponent(path || '/')
  return `${serverUrl}/next/preview?path=${target}`
}
