import type { FeaturePlugin } from '@/lib/featureManifest'
import { noPersonalData } from '@/contracts/personalData'
import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync } from '@payloadcms/plugin-search/types'
import type { Block, CollectionSlug, Field, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { onExpiry } from '@/lib/revalidate'
import { isStaff } from '@/lib/access'
import { thumbnailUrl } from '@/lib/media/sources'
import { provideService } from '@/contracts/processServices'
import type { Media } from '@/payload-types'

import { extractText } from './extractText'
import {
  attachSearchStore,
  checkSearchRowsSoon,
  recordSearchRow,
  removeSearchRow,
  runSiteSearch,
  SEARCH_SLUG,
  type SearchRow,
} from './indexStore'
import { isSearchedCollection, SEARCHED_COLLECTIONS } from './postTypes'

const readOnly = { readOnly: true }

/** What the index needs beyond the plugin's title and relation; filled by `beforeSync`. */
const indexedFields: Field[] = [
  { name: 'path', type: 'text', label: 'Adresse', admin: readOnly },
  { name: 'headings', type: 'textarea', label: 'Überschriften', admin: readOnly },
  { name: 'body', type: 'textarea', label: 'Text', admin: readOnly },
  { name: 'description', type: 'textarea', label: 'Beschreibung', admin: readOnly },
  { name: 'imageUrl', type: 'text', label: 'Vorschaubild', admin: readOnly },
]

const GERMAN_LABELS: Record<string, string> = {
  title: 'Titel',
  priority: 'Priorität',
  doc: 'Dokument',
  docUrl: 'Adresse',
}

/**
 * The site search. Payload's search plugin keeps one row per published document in the `search`
 * collection (synced by hooks on publish, change, unpublish and delete; „Neu indizieren“ in the
 * admin and `npm run search:reindex` rebuild it); each server process reads those rows into an
 * in-memory German full-text index (`searchIndex.ts`) and keeps it current from the same hooks.
 */
export const plugin: FeaturePlugin = () => (incoming) => {
  const beforeSync: BeforeSync = async ({ originalDoc, searchDoc, payload }) => {
    // The sanitised config, read at sync time: it has every block the features registered.
    const fields = payload.collections[searchDoc.doc.relationTo as CollectionSlug]?.config.fields
    const blocksBySlug = new Map<string, Block>(
      (payload.config.blocks ?? []).map((block) => [block.slug, block]),
    )
    const text = extractText(fields ?? [], originalDoc, blocksBySlug)
    return {
      ...searchDoc,
      // A hidden document (`published` off) gets no address, and the index leaves it out.
      path: originalDoc.published === false ? null : (originalDoc.path ?? null),
      headings: text.headings.join('\n'),
      body: text.body.join('\n'),
      description: originalDoc.meta?.description ?? '',
      imageUrl: await imageUrlOf(payload, originalDoc, searchDoc.doc.relationTo),
    }
  }

  const configured = searchPlugin({
    collections: Object.keys(SEARCHED_COLLECTIONS),
    defaultPriorities: { pages: 10 },
    beforeSync,
    reindexBatchSize: 100,
    searchOverrides: {
      slug: SEARCH_SLUG,
      labels: { singular: 'Sucheintrag', plural: 'Sucheinträge' },
      access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
      custom: noPersonalData('The index of published content'),
      admin: {
        // The site keeps it by itself: not among the owner's everyday items.
        group: 'Technik',
        description:
          'Was die Suche der Website findet: ein Eintrag je veröffentlichter Seite, automatisch aktuell gehalten. „Neu indizieren“ baut ihn vollständig neu auf.',
        defaultColumns: ['title', 'path', 'updatedAt'],
      },
      fields: ({ defaultFields }) => [
        ...defaultFields.map((field) =>
          'name' in field && GERMAN_LABELS[field.name]
            ? ({ ...field, label: GERMAN_LABELS[field.name] } as Field)
            : field,
        ),
        ...indexedFields,
      ],
      hooks: {
        afterChange: [({ doc }) => (recordSearchRow(doc as SearchRow), doc)],
        afterDelete: [({ doc }) => (removeSearchRow(doc as SearchRow), doc)],
      },
    },
  })(incoming)

  return {
    ...configured,
    onInit: async (payload) => {
      await incoming.onInit?.(payload)
      attachSearchStore(payload)
      // Another instance's change (announced as a page expiry) is looked for at the next query.
      onExpiry(checkSearchRowsSoon)
      provideService('siteSearch', runSiteSearch)
    },
  }
}

/**
 * The document's preview picture, else its own picture (a post's Beitragsbild, a work's after
 * picture, an event's picture), else the first picture of its layout (the hero, usually).
 */
async function imageUrlOf(
  payload: Payload,
  doc: Record<string, unknown>,
  collection: string,
): Promise<string | null> {
  const meta = doc.meta as { image?: unknown } | undefined
  const own = isSearchedCollection(collection)
    ? (SEARCHED_COLLECTIONS[collection].pictures as readonly string[])
        .map((name) => doc[name])
        .find(Boolean)
    : undefined
  const candidate = meta?.image ?? own ?? firstUpload(doc.layout)
  const id = typeof candidate === 'object' && candidate ? (candidate as Media).id : candidate
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const media = await payload
    .findByID({ collection: COLLECTIONS.media, id, depth: 0, overrideAccess: true })
    .catch(() => null)
  return (media && thumbnailUrl(media)) ?? null
}

function firstUpload(layout: unknown): unknown {
  for (const block of Array.isArray(layout) ? layout : []) {
    const image = (block as { image?: unknown } | null)?.image
    if (image) return image
  }
  return null
}
