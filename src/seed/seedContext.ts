import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { ImageKey } from './demoImages'

export type PageData = RequiredDataFromCollectionSlug<'pages'>
export type Layout = NonNullable<PageData['layout']>

// Seeds write outside a Next.js request: nothing is cached yet, so nothing needs expiring.
// Nor is the internet there to ask for video previews (demo videos show the neutral placeholder),
// geocode addresses (the demo map's have coordinates) or fetch map tiles (its preview is drawn
// without them).
export const seedWriteContext = {
  disableRevalidate: true,
  skipOEmbed: true,
  skipGeocoding: true,
  offlineMapPreview: true,
}

/** What every part of the demo seed works with; filled in order by `seedDemo`. */
export type SeedContext = {
  payload: Payload
  /** What this run created, for the start-up log. */
  created: string[]
  /** Markdown as rich text. */
  md: (markdown: string) => ReturnType<typeof convertMarkdownToLexical>
  media: Record<ImageKey, number>
  contactFormId: number
  /** Ids of the pages seeded so far, by path: parents come before their children. */
  pageIds: Record<string, number>
  findOrCreate: (
    collection: 'media' | 'pages',
    where: Where,
    label: string,
    create: () => Promise<{ id: number }>,
  ) => Promise<number>
  upsertPage: (path: string, data: Omit<PageData, 'path'>) => Promise<void>
  pageLink: (
    path: string,
    label: string,
    anchor?: string,
  ) => { type: 'page'; page: number | undefined; label: string; anchor: string | undefined }
  urlLink: (url: string, label: string) => { type: 'url'; url: string; label: string }
}

export async function createSeedContext(payload: Payload): Promise<SeedContext> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const created: string[] = []
  const pageIds: Record<string, number> = {}

  /**
   * The id of the document that `where` finds, or of the one `create` makes when there is none.
   * `create` runs only when needed: rendering a picture is the expensive part of a re-run.
   */
  const findOrCreate: SeedContext['findOrCreate'] = async (collection, where, label, create) => {
    const existing = await payload.find({ collection, where, limit: 1, depth: 0 })
    if (existing.docs[0]) return existing.docs[0].id as number
    const doc = await create()
    created.push(`${collection} ${label}`)
    return doc.id
  }

  return {
    payload,
    created,
    md: (markdown) => convertMarkdownToLexical({ editorConfig, markdown: markdown.trim() }),
    media: {} as Record<ImageKey, number>,
    contactFormId: 0,
    pageIds,
    findOrCreate,
    upsertPage: async (path, data) => {
      pageIds[path] = await findOrCreate('pages', { path: { equals: path } }, path, () =>
        payload.create({
          collection: 'pages',
          data: { ...data, _status: 'published', demo: true },
          context: seedWriteContext,
        }),
      )
    },
    pageLink: (path, label, anchor) => ({ type: 'page', page: pageIds[path], label, anchor }),
    urlLink: (url, label) => ({ type: 'url', url, label }),
  }
}
