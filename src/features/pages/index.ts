import type { CollectionConfig, Plugin } from 'payload'

import { isStaff, publishedOrStaff } from '@/lib/access'
import { registerPageLookup } from '@/lib/pagePathsBridge'
import { revalidatePublicPaths } from '@/lib/revalidate'

import { createPagePaths } from './pagePaths.server'
import { HOME_SLUG, pagePath, pathsToRevalidate, slugify } from './paths'
import { seoFields } from './seoFields'

export const Pages = (serverUrl: string): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(serverUrl, data?.path) },
    preview: (data) => previewUrl(serverUrl, data?.path as string | undefined),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  defaultSort: 'path',
  fields: [
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
    {
      name: 'slug',
      type: 'text',
      label: 'Kurzform (URL)',
      index: true,
      admin: {
        position: 'sidebar',
        description: `Wird aus dem Titel gebildet, wenn leer. „${HOME_SLUG}“ ist die Startseite (/).`,
      },
      hooks: {
        // An untitled draft (the admin autosaves a new page at once) has no slug yet, rather
        // than an empty one that would put it at "/" beside the home page.
        beforeValidate: [
          ({ value, data }) =>
            slugify(typeof value === 'string' && value ? value : (data?.title ?? '')) || null,
        ],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && value.length > 0
          ? true
          : 'Bitte einen Titel oder eine Kurzform angeben.',
    },
    {
      name: 'parent',
      type: 'relationship',
      label: 'Übergeordnete Seite',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'path',
      type: 'text',
      label: 'Adresse',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const parentId = data.parent ?? null
        const parent =
          parentId && typeof parentId === 'object'
            ? parentId
            : parentId
              ? await req.payload.findByID({
                  collection: 'pages',
                  id: parentId,
                  depth: 0,
                  req,
                  draft: true,
                })
              : null
        const slug = (data.slug ?? originalDoc?.slug) as string | null | undefined
        // No slug, no address: several untitled drafts may exist at once (NULL is not unique).
        data.path = slug ? pagePath(slug, parent?.path) : null
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        pagePaths?.changed()
        revalidatePublicPaths(pathsToRevalidate(doc, previousDoc), {
          context: req.context,
          logger: req.payload.logger,
        })
        // Children's paths hang off this one: re-save them so they follow a moved parent.
        if (operation === 'update' && previousDoc?.path && previousDoc.path !== doc.path) {
          const children = await req.payload.find({
            collection: 'pages',
            where: { parent: { equals: doc.id } },
            depth: 0,
            limit: 0,
            req,
          })
          for (const child of children.docs) {
            await req.payload.update({
              collection: 'pages',
              id: child.id,
              data: { parent: doc.id },
              req,
            })
          }
        }
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        pagePaths?.changed()
        revalidatePublicPaths([doc.path, '*', '/sitemap.xml'], {
          context: req.context,
          logger: req.payload.logger,
        })
        return doc
      },
    ],
  },
})

function previewUrl(serverUrl: string, path: string | null | undefined): string {
  const target = encodeURIComponent(path || '/')
  return `${serverUrl}/next/preview?path=${target}`
}

let pagePaths: ReturnType<typeof createPagePaths> | undefined

export const pagesFeature =
  (serverUrl: string): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), Pages(serverUrl)],
    onInit: async (payload) => {
      await config.onInit?.(payload)
      pagePaths = createPagePaths(payload)
      registerPageLookup(pagePaths.lookup)
    },
  })
